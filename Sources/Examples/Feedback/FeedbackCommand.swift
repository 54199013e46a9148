// The movie feedback app on the terminal: `swift run feedback`.
import ArgumentParser
import FeedbackApp
import TerminalHost
import WebHost

@main
struct FeedbackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feedback",
    abstract: "Leave feedback on a movie, in this terminal.",
    discussion: """
      The main page shows the feedback left, which set of answers to offer (average: good, \
      so and so, bad; polarized: really good, very bad) and a "leave feedback" button that \
      opens the answers. Choosing a better answer than before, and good or really good, \
      earns a thank-you.

      \(TerminalOptions.keysHelp())

      On quitting, feedback prints the feedback left (good, so and so, bad, really good, \
      very bad or none) on standard output, after the terminal is restored: \
      feedback=$(feedback) works, drawing on the terminal meanwhile.

      \(TerminalOptions.scriptHelp)

      \(WebOptions.webHelp)

      \(InspectOptions.inspectHelp)

      \(TerminalOptions.exitStatusHelp(["0    quit; the feedback was printed"]))
      """)

  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions
  @OptionGroup var inspect: InspectOptions

  func validate() throws {
    try web.refuse(scripted: terminal.script != nil)
  }

  func run() throws {
    // First: the inspector records only what is built after it starts.
    let inspector = inspect.start(program: "feedback")
    if web.isEnabled {
      // Each tab gets its own app, alive as long as the tab is open.
      WebServer.run(web, program: "feedback") { session in
        let app = MovieFeedback(host: session)
        app.start()
        return app
      }
    }
    let host = TerminalHost()
    host.notice = inspector.map { "inspector \($0.url)" }
    let app = MovieFeedback(host: host)
    app.start()
    let outcome = host.run(terminal, program: "feedback")
    outcome.exitIfInterrupted()
    if outcome == .finished { print(app.model.feedback) }
    throw ExitCode(outcome.exitStatus)
  }
}
