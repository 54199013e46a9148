import FeedbackApp
import Testing

@Suite struct FeedbackModelTests {
  @Test func startsWithNoFeedbackOfTheAverageKind() {
    #expect(FeedbackModel() == FeedbackModel(feedback: .none, polarized: false))
  }

  @Test func transformWithPolarizedKeepsTheFeedback() {
    let change = FeedbackModel.transformWithPolarized(true)
    #expect(
      change(FeedbackModel(feedback: .soAndSo))
        == FeedbackModel(feedback: .soAndSo, polarized: true))
  }

  @Test func transformWithFeedbackKeepsTheKind() {
    let change = FeedbackModel.transformWithFeedback(.veryBad)
    #expect(
      change(FeedbackModel(feedback: .good, polarized: true))
        == FeedbackModel(feedback: .veryBad, polarized: true))
  }

  @Test func offersTheFeedbackOfItsKindBestFirst() {
    #expect(FeedbackModel(polarized: false).options == [.good, .soAndSo, .bad])
    #expect(FeedbackModel(polarized: true).options == [.reallyGood, .veryBad])
  }
}
