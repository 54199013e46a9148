// The artists → albums browser on the terminal: `swift run music`.
// Choosing an album ends it and prints the album's name, for scripts; quitting without
// choosing one exits with status 1.
import Flows
import MusicApp
import Signals
import TerminalHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let host = TerminalHost()
let chosen = MutableProperty<Album?>(nil)
MusicBrowser.navigation.run(Artist.samples, on: host) { [weak host] album in
  chosen.value = album
  host?.quit()
}
let outcome = host.run(program: "music", arguments: CommandLine.arguments.dropFirst())
guard outcome == .finished else { exit(outcome.exitStatus) }
guard let album = chosen.value else { exit(1) }
print(album.name)
