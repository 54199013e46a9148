import FeedbackApp
import Flows
import Testing

@Suite struct MainPageTests {
  @Test func showsNothingWhenThereIsNoFeedback() {
    let launch = Launch()
    #expect(launch.host.title == "Movie feedback")
    #expect(
      launch.host.elements == [
        .text(""), .choice("answers", options: ["average", "polarized"], selected: 0),
        .button("leave feedback"),
      ])
  }

  @Test(arguments: Feedback.allCases.filter { $0 != .none })
  func showsTheFeedbackLeft(feedback: Feedback) {
    let launch = Launch(model: FeedbackModel(feedback: feedback))
    #expect(launch.host.elements.first == .text("the movie was \(feedback)"))
  }

  @Test func describesFeedbackInWords() {
    #expect(
      Feedback.allCases.map(\.description) == [
        "none", "very bad", "bad", "so and so", "good", "really good",
      ])
  }

  @Test func ordersFeedbackFromNoneToReallyGood() {
    #expect(Feedback.allCases == Feedback.allCases.sorted())
    #expect(Feedback.none < .veryBad && Feedback.soAndSo < .good)
  }

  @Test func choosingPolarizedShowsItSelected() throws {
    let launch = Launch()
    try launch.host.choose("polarized", in: "answers")
    #expect(launch.app.model.polarized)
    #expect(
      launch.host.elements[1] == .choice("answers", options: ["average", "polarized"], selected: 1))
  }

  @Test func changingTheKindKeepsTheFeedback() throws {
    let launch = Launch()
    try launch.leave(.good)
    try launch.host.chooseAlertAction("OK")
    try launch.host.choose("polarized", in: "answers")
    #expect(launch.app.model == FeedbackModel(feedback: .good, polarized: true))
    #expect(launch.host.elements.first == .text("the movie was good"))
    try launch.host.choose("average", in: "answers")
    #expect(launch.app.model == FeedbackModel(feedback: .good, polarized: false))
  }
}
