// The artists → albums browser on the terminal: `swift run music`.
import ArgumentParser
import Flows
import MusicApp
import Signals
import TerminalHost

@main
struct MusicCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "music",
    abstract: "Choose an album: browse artists, then the albums of one, in this terminal.",
    discussion: """
      The first page lists artists with how many albums each has; Enter shows the albums \
      of the one selected, under their name, and Enter on an album chooses it.

      \(TerminalOptions.keysHelp)

      Choosing an album ends music and prints the album's name on standard output, after \
      the terminal is restored: album=$(music) works, drawing on the terminal meanwhile.

      \(TerminalOptions.scriptHelp)

      \(TerminalOptions.exitStatusHelp([
        "0    an album was chosen; its name was printed",
        "1    quit without choosing an album",
      ]))
      """)

  @OptionGroup var terminal: TerminalOptions

  func run() throws {
    let host = TerminalHost()
    let chosen = MutableProperty<Album?>(nil)
    MusicBrowser.navigation.run(Artist.samples, on: host) { [weak host] album in
      chosen.value = album
      host?.quit()
    }
    let outcome = host.run(terminal, program: "music")
    guard outcome == .finished else { throw ExitCode(outcome.exitStatus) }
    guard let album = chosen.value else { throw ExitCode(1) }
    print(album.name)
  }
}
