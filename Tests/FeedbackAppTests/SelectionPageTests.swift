import FeedbackApp
import Flows
import Testing

@Suite struct SelectionPageTests {
  @Test func averageFeedbackOffersGoodSoAndSoAndBad() throws {
    let launch = Launch()
    try launch.host.tap("leave feedback")
    #expect(launch.host.titles == ["Movie feedback", "How was the movie?"])
    #expect(launch.host.elements == [.button("good"), .button("so and so"), .button("bad")])
  }

  @Test func polarizedFeedbackOffersReallyGoodAndVeryBad() throws {
    let launch = Launch()
    try launch.host.choose("polarized", in: "answers")
    try launch.host.tap("leave feedback")
    #expect(launch.host.elements == [.button("really good"), .button("very bad")])
  }

  @Test func choosingPopsBackToTheUpdatedMainPage() throws {
    let launch = Launch()
    try launch.leave(.soAndSo)
    #expect(launch.host.titles == ["Movie feedback"])
    #expect(launch.host.elements.first == .text("the movie was so and so"))
    #expect(launch.app.model.feedback == .soAndSo)
    #expect(
      launch.host.transcript == [
        #"push "Movie feedback""#, #"tap "leave feedback""#, #"push "How was the movie?""#,
        #"tap "so and so""#, #"pop "How was the movie?""#,
      ])
  }

  @Test func choosingReleasesTheSelectionPage() throws {
    let launch = Launch()
    let selectionPage = LastSent(launch.app.pageFactory.selectionPageMade)
    try launch.host.tap("leave feedback")
    #expect(selectionPage.isAlive)
    try launch.host.tap("bad")
    #expect(!selectionPage.isAlive)
  }

  @Test func backingOutWithoutChoosingChangesNothing() throws {
    let launch = Launch(model: FeedbackModel(feedback: .bad))
    let selectionPage = LastSent(launch.app.pageFactory.selectionPageMade)
    try launch.host.tap("leave feedback")
    try launch.host.goBack()
    #expect(!selectionPage.isAlive)
    #expect(launch.host.titles == ["Movie feedback"])
    #expect(launch.host.alert == nil)
    #expect(launch.app.model == FeedbackModel(feedback: .bad))
    #expect(launch.host.elements.first == .text("the movie was bad"))
    #expect(launch.host.transcript.suffix(2) == ["back", #"pop "How was the movie?""#])
  }

  @Test func leavingFeedbackAgainAfterBackingOutStillWorks() throws {
    let launch = Launch()
    try launch.host.tap("leave feedback")
    try launch.host.goBack()
    try launch.leave(.bad)
    #expect(launch.app.model.feedback == .bad)
    #expect(launch.host.titles == ["Movie feedback"])
  }
}
