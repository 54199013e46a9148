// Users → a user's profile and posts → a post's comments, over HTTP: `swift run profile`.
import ArgumentParser
import Flows
import Foundation
import Interactors
import ProfileApp
import ProfileServer
import Signals
import TerminalHost
import WebHost

@main
struct ProfileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "profile",
    abstract: "Browse users, their profiles and posts, and the comments on a post, over HTTP.",
    discussion: """
      By default profile starts its own server on 127.0.0.1 (a port the system picks), \
      serving a dataset of 10 users with the JSONPlaceholder API; --base-url uses another \
      server instead, such as https://jsonplaceholder.typicode.com.

      Enter on a user shows their profile and posts, Enter on a post its comments. A page \
      that failed says why; r (or Enter on its [ retry ]) tries again, showing "Retrying… \
      (attempt 2)" and, when that fails too, how many attempts failed. Each page has a \
      Refresh button. Requests never block the keys.

      \(TerminalOptions.keysHelp(pageJumps: true, retries: true))

      --record FILE saves the session with its times as JSON when profile ends: the \
      commands of every page, with the page (loads, retries, refreshes, the users and \
      posts chosen), and your navigation (going back, answers to alerts); --replay FILE \
      plays a saved session again, at its times, while you watch; a command whose \
      requests answer more slowly than when recorded waits for them. Older logs, saved \
      before navigation or the pages below the users list were recorded, still replay \
      what they hold. With --inspect, the inspector's page saves the same log, the session \
      so far, while profile runs (Save command log), and shows the commands a --replay \
      sends in its interactors' history as they arrive.

      \(TerminalOptions.scriptHelp)

      \(WebOptions.webHelp) --record and --replay are the terminal's.

      \(InspectOptions.inspectHelp)

      \(TerminalOptions.exitStatusHelp(["0    quit with q"]))
      """)

  @Option(
    name: .customLong("base-url"),
    help: ArgumentHelp(
      "Use the server at <url> (JSONPlaceholder's API); the embedded one is not started.",
      valueName: "url"))
  var baseURL: String?

  // Unconditional, so that `--latency -5` reaches validate() and its message rather than
  // being read as an unknown option -5; the same for the other numbers.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The embedded server waits <ms> milliseconds before every answer.",
      valueName: "ms"))
  var latency: Int = 0

  @Option(
    name: .customLong("fail-rate"), parsing: .unconditional,
    help: ArgumentHelp(
      "The share of the embedded server's answers that are 500s, from 0 to 1.",
      valueName: "rate"))
  var failRate: Double = 0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How long a request may wait for an answer, in seconds.",
      valueName: "seconds"))
  var timeout: Double = 10

  @Option(
    help: ArgumentHelp(
      "Save the session (every page's commands, going back) to <file> as JSON when "
        + "profile ends.",
      valueName: "file"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Replay the session saved by --record in <file>.", valueName: "file"))
  var replay: String?

  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions
  @OptionGroup var inspect: InspectOptions

  func validate() throws {
    try web.refuse(scripted: terminal.script != nil)
    if web.isEnabled, record != nil || replay != nil {
      throw ValidationError("--record and --replay apply to the terminal, not --web.")
    }
    if let baseURL {
      guard let url = URL(string: baseURL), url.scheme == "http" || url.scheme == "https",
        url.host != nil
      else {
        throw ValidationError(
          "--base-url \(baseURL) is not an http or https URL, such as http://127.0.0.1:8080.")
      }
      if latency != 0 || failRate != 0 {
        throw ValidationError(
          "--latency and --fail-rate shape the embedded server; --base-url does not start it.")
      }
    }
    guard (0...600_000).contains(latency) else {
      throw ValidationError("--latency \(latency) is not between 0 and 600000 milliseconds.")
    }
    guard (0...1).contains(failRate) else {
      throw ValidationError("--fail-rate \(failRate) is not between 0 and 1.")
    }
    guard timeout > 0, timeout <= 86_400 else {
      throw ValidationError(
        "--timeout \(timeout) is not a number of seconds above 0 and at most a day (86400).")
    }
    if let replay {
      guard let data = FileManager.default.contents(atPath: replay) else {
        throw ValidationError("--replay \(replay): no readable file there.")
      }
      guard (try? CommandLog<ProfileSessionCommand>(jsonData: data)) != nil else {
        throw ValidationError("--replay \(replay) is not a command log saved by --record.")
      }
    }
  }

  func run() throws {
    // First: the inspector records only what is built after it starts.
    let inspector = inspect.start(program: "profile")
    let log = try replay.map {
      try CommandLog<ProfileSessionCommand>(
        jsonData: Data(contentsOf: URL(fileURLWithPath: $0)))
    }
    let server =
      baseURL == nil
      ? try ProfileServer.startBlocking(latency: .milliseconds(latency), failureRate: failRate)
      : nil
    defer { server?.stopBlocking() }
    // Validated: a server's own URL, or the one given.
    let url = server?.baseURL ?? URL(string: baseURL!)!
    // What a script's wait:idle waits on: the requests, and the interactors' commands.
    let activity = Activity()
    let service = HTTPProfileService(
      baseURL: url, timeout: .milliseconds(Int(timeout * 1000)), activity: activity)
    if web.isEnabled {
      // One server of data for every tab; each tab its own app on its own UI thread.
      WebServer.run(web, program: "profile") { session in
        let app = ProfileFlow(
          service: service, scheduler: SchedulerContext(output: session.scheduler))
        let users = app.makeUsersInteractor()
        app.navigation.run(users, on: session) { _ in }
        return [app, users] as [any Sendable]
      }
    }

    let host = TerminalHost(activity: activity)
    host.notice = inspector.map { "inspector \($0.url)" }
    let app = ProfileFlow(
      service: service, scheduler: activity.tracking(SchedulerContext(output: host.scheduler)))
    let users = app.makeUsersInteractor()
    let clock = QueueScheduler(name: "profile.commandLog")
    // One log for --record and the inspector: its page saves what --record would.
    let recorder =
      record != nil || inspector != nil
      ? ProfileSession.record(app, users: users, on: host, clock: clock) : nil
    if let recorder {
      inspector?.offerCommandLog { try recorder.log.jsonData() }
    }
    app.navigation.run(users, on: host) { _ in }
    let replaying = log.map {
      ProfileSession.replay(
        $0, into: app, users: users, on: host, clock: clock, waitingFor: activity)
    }

    let outcome = host.run(terminal, program: "profile")
    replaying?.dispose()
    if let record, let recorder {
      try recorder.log.jsonData().write(to: URL(fileURLWithPath: record))
    }
    outcome.exitIfInterrupted()
    guard outcome == .finished else { throw ExitCode(outcome.exitStatus) }
  }
}
