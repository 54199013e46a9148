// The artists → albums browser on the terminal: `swift run music`.
import ArgumentParser
import Flows
import MusicApp
import Signals
import TerminalHost
import WebHost

@main
struct MusicCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "music",
    abstract: "Choose an album: browse artists, then the albums of one, in this terminal.",
    discussion: """
      The first page lists artists with how many albums each has; Enter shows the albums \
      of the one selected, under their name, and Enter on an album chooses it.

      \(TerminalOptions.keysHelp(pageJumps: true))

      Choosing an album ends music and prints the album's name on standard output, after \
      the terminal is restored: album=$(music) works, drawing on the terminal meanwhile.

      \(TerminalOptions.scriptHelp)

      \(WebOptions.webHelp) In a browser, choosing an album shows its name.

      \(InspectOptions.inspectHelp)

      \(TerminalOptions.exitStatusHelp([
        "0    an album was chosen; its name was printed",
        "1    quit without choosing an album",
      ]))
      """)

  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions
  @OptionGroup var inspect: InspectOptions

  func validate() throws {
    try web.refuse(scripted: terminal.script != nil)
  }

  func run() throws {
    // First: the inspector records only what is built after it starts.
    let inspector = inspect.start(program: "music")
    if web.isEnabled {
      WebServer.run(web, program: "music") { session in
        MusicBrowser.navigation.run(Artist.samples, on: session) { [weak session] album in
          session?.showAlert(Alert(title: "You chose", message: album.name))
        }
      }
    }
    let host = TerminalHost()
    host.notice = inspector.map { "inspector \($0.url)" }
    let chosen = MutableProperty<Album?>(nil)
    MusicBrowser.navigation.run(Artist.samples, on: host) { [weak host] album in
      chosen.value = album
      host?.quit()
    }
    let outcome = host.run(terminal, program: "music")
    outcome.exitIfInterrupted()
    guard outcome == .finished else { throw ExitCode(outcome.exitStatus) }
    guard let album = chosen.value else { throw ExitCode(1) }
    print(album.name)
  }
}
