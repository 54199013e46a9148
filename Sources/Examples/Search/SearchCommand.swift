// The Unicode character finder on the terminal: `swift run search`.
import ArgumentParser
import Dispatch
import Flows
import SearchApp
import Signals
import TerminalHost
import WebHost

@main
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find a Unicode character by name, in this terminal, and print it.",
    discussion: """
      Type words of a character's name: every character whose name holds them all is \
      listed, the exact name first, then whole words, then word starts, shorter names \
      first. A query between slashes, /^snow.*man$/, is a regular expression.

      Keys: typing edits the query; Down moves into the results and Up from the first \
      result back to the field; Enter in the field picks the top result, Enter on a \
      result picks that one; Esc quits without picking; Ctrl-C interrupts. \
      \(TerminalOptions.mouseHelp)

      \(TerminalOptions.editingKeysHelp)

      Picking a character ends search and prints it on standard output, after the \
      terminal is restored: ch=$(search) works, drawing on the terminal meanwhile.

      \(TerminalOptions.scriptHelp)

      \(WebOptions.webHelp) In a browser, picking a character shows it.

      \(InspectOptions.inspectHelp)

      \(TerminalOptions.exitStatusHelp([
        "0    a character was picked; it was printed",
        "1    quit without picking",
      ]))
      """)

  /// What is printed of the character picked.
  enum Printed: String, ExpressibleByArgument, CaseIterable {
    case char, codepoint, name
  }

  @Option(name: .customLong("print"), help: "What to print: char, codepoint or name.")
  var printed: Printed = .char

  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions
  @OptionGroup var inspect: InspectOptions

  func validate() throws {
    try web.refuse(scripted: terminal.script != nil)
  }

  func run() throws {
    // First: the inspector records only what is built after it starts.
    let inspector = inspect.start(program: "search")
    if web.isEnabled { runInBrowser() }
    // What a script's wait:idle waits on: the indexing, and each search until it answers.
    let activity = Activity()
    let host = TerminalHost(activity: activity)
    host.notice = inspector.map { "inspector \($0.url)" }
    let work = QueueScheduler(name: "search", qos: .userInitiated)
    // The host runs on the main thread and serves the main queue between keys and draws,
    // so the main queue's scheduler is the UI thread's, with the clock debounce needs.
    let model = SearchModel(
      loader: IndexLoader.building(on: work, activity: activity),
      ui: QueueScheduler(queue: .main), work: work, activity: activity)
    let chosen = MutableProperty<NamedScalar?>(nil)
    host.push(
      SearchPage.page(for: model) { [weak host] scalar in
        chosen.value = scalar
        host?.quit()
      })
    // Esc quits at once, without picking: the host only goes back with it, and this app
    // has one page. `keys` sends each key before the host acts on it.
    host.keys.observeValues { [weak host] key in
      if key == .escape { host?.quit() }
    }
    let outcome = host.run(terminal, program: "search")
    outcome.exitIfInterrupted()
    guard outcome == .finished else { throw ExitCode(outcome.exitStatus) }
    guard let scalar = chosen.value else { throw ExitCode(1) }
    switch printed {
    case .char: print(String(Character(scalar.scalar)))
    case .codepoint: print(scalar.codePoint)
    case .name: print(scalar.name)
    }
  }

  /// Serves the search page to browsers: one model per tab, on the tab's UI thread, over
  /// one index built once for all of them.
  private func runInBrowser() -> Never {
    let work = QueueScheduler(name: "search", qos: .userInitiated)
    let loader = IndexLoader.building(on: work)
    WebServer.run(web, program: "search") { session in
      let model = SearchModel(loader: loader, ui: session.scheduler, work: work)
      session.push(
        SearchPage.page(for: model) { [weak session] scalar in
          session?.showAlert(
            Alert(
              title: String(Character(scalar.scalar)),
              message: "\(scalar.codePoint)  \(scalar.name)"))
        })
      return model
    }
  }
}
