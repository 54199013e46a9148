import FeedbackApp
import Flows
import Testing

@Suite struct MovieFeedbackTests {
  @Test func theHostDoesNotKeepTheAppAlive() {
    let host = RecordingHost()
    weak var weakApp: MovieFeedback?
    do {
      let app = MovieFeedback(host: host)
      weakApp = app
      app.start()
    }
    #expect(weakApp == nil)
    #expect(host.titles == ["Movie feedback"])
  }

  @Test func releasingTheAppEndsItsBindings() throws {
    let host = RecordingHost()
    var app: MovieFeedback? = MovieFeedback(host: host)
    app?.start()
    app = nil
    try host.tap("leave feedback")
    #expect(host.titles == ["Movie feedback"])
  }

  @Test func collectsEveryChangeTheUserMakesAcrossPages() throws {
    let launch = Launch()
    try launch.host.choose("polarized", in: "answers")
    try launch.leave(.veryBad)
    try launch.host.choose("average", in: "answers")
    try launch.leave(.good)
    try launch.host.chooseAlertAction("OK")
    #expect(launch.app.model == FeedbackModel(feedback: .good, polarized: false))
  }
}
