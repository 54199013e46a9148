// The movie feedback app on the terminal: `swift run feedback`.
// On quitting, prints the feedback left ("good", or "none"), for scripts.
import FeedbackApp
import TerminalHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let host = TerminalHost()
let app = MovieFeedback(host: host)
app.start()
let outcome = host.run(program: "feedback", arguments: CommandLine.arguments.dropFirst())
if outcome == .finished { print(app.model.feedback) }
exit(outcome.exitStatus)
