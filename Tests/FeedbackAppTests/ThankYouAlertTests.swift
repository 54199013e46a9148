import FeedbackApp
import Flows
import Testing

@Suite struct ThankYouAlertTests {
  /// From one feedback to another, and whether the user is thanked.
  struct Case: Sendable, CustomTestStringConvertible {
    let from: Feedback
    let to: Feedback
    let thanks: Bool

    var testDescription: String { "\(from) → \(to): \(thanks ? "thanks" : "no alert")" }
  }

  @Test(arguments: [
    Case(from: .none, to: .good, thanks: true),
    Case(from: .none, to: .reallyGood, thanks: true),
    Case(from: .soAndSo, to: .good, thanks: true),
    Case(from: .veryBad, to: .reallyGood, thanks: true),
    Case(from: .good, to: .reallyGood, thanks: true),
  ])
  func thanksWhenTheFeedbackImprovesToGoodOrReallyGood(_ change: Case) throws {
    try #expect(thanks(change) == change.thanks)
  }

  @Test(arguments: [
    Case(from: .reallyGood, to: .good, thanks: false),
    Case(from: .good, to: .bad, thanks: false),
    Case(from: .reallyGood, to: .veryBad, thanks: false),
  ])
  func doesNotThankForAWorseFeedback(_ change: Case) throws {
    try #expect(thanks(change) == change.thanks)
  }

  @Test(arguments: [
    Case(from: .good, to: .good, thanks: false),
    Case(from: .reallyGood, to: .reallyGood, thanks: false),
  ])
  func doesNotThankForAnEqualFeedback(_ change: Case) throws {
    try #expect(thanks(change) == change.thanks)
  }

  @Test(arguments: [
    Case(from: .bad, to: .soAndSo, thanks: false),
    Case(from: .none, to: .soAndSo, thanks: false),
    Case(from: .none, to: .bad, thanks: false),
  ])
  func doesNotThankForABetterFeedbackThatIsNotPositive(_ change: Case) throws {
    try #expect(thanks(change) == change.thanks)
  }

  @Test func showsOverTheMainPageAndGoesAwayWhenAcknowledged() throws {
    let launch = Launch()
    try launch.leave(.good)
    #expect(
      launch.host.transcript.suffix(3) == [
        #"tap "good""#, #"pop "How was the movie?""#, #"alert "Thank you" [OK]"#,
      ])
    #expect(launch.host.titles == ["Movie feedback"])
    #expect(launch.host.alert?.message == "We are glad you liked the movie.")
    try launch.host.chooseAlertAction("OK")
    #expect(launch.host.alert == nil)
  }

  @Test func doesNotThankForChangingTheKind() throws {
    let launch = Launch(model: FeedbackModel(feedback: .good))
    try launch.host.choose("polarized", in: "answers")
    #expect(launch.host.alert == nil)
  }

  /// Starts at `change.from`, leaves `change.to` and tells whether the user was thanked.
  private func thanks(_ change: Case) throws -> Bool {
    let polarized = FeedbackModel(polarized: true).options.contains(change.to)
    let launch = Launch(model: FeedbackModel(feedback: change.from, polarized: polarized))
    try launch.leave(change.to)
    #expect(launch.app.model.feedback == change.to)
    return launch.host.alert?.title == "Thank you"
  }
}
