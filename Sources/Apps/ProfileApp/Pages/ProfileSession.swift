import Flows
import Interactors
import Signals

/// A profile session as `--record` saves it: the users list's commands, the commands sent
/// on the pages below it, each with its page, and the user's navigation on the host, going
/// back included, each with its time.
///
/// Replaying the users list's commands alone showed a path that never happened: a user
/// opened, left with Esc, then another opened, replayed as the second pushed over the
/// first. With the navigation recorded beside them, replay goes back where the user went
/// back; with each page's commands and their page, it opens the posts the user opened.
///
/// ```swift
/// let recorder = ProfileSession.record(app, users: users, on: host, clock: scheduler)
/// // … the user opens Tomasz, one of his posts, goes back twice, opens Lucía …
/// ProfileSession.replay(
///   recorder.log, into: freshApp, users: fresh, on: otherHost, clock: scheduler)
/// ```
public enum ProfileSession {
  /// Starts recording `users`' commands, the commands sent on `app`'s other pages and the
  /// user's navigation on `host`, timed by `clock`.
  ///
  /// - Returns: The recorder; its `log` is the session so far.
  public static func record(
    _ app: ProfileFlow, users: UsersInteractor, on host: some UserNavigationReporting,
    clock: some DateScheduler
  ) -> CommandLog<ProfileSessionCommand>.Recorder {
    let session = Signal.merge(
      users.commands.map(ProfileSessionCommand.users),
      app.pageCommands.map(ProfileSessionCommand.page),
      host.userNavigation.map(ProfileSessionCommand.navigation))
    return CommandLog.Recorder(recording: session, clock: clock)
  }

  /// Sends `log`'s commands to `users` and to `app`'s pages, and performs its navigation
  /// on `host`, in order, each at its offset from now on `clock` and, given an
  /// `activity`, not before the app has nothing in flight on it.
  ///
  /// With the app's activity — its requests and reductions — a replay whose requests
  /// answer more slowly than the recording's still sends each command to the state it
  /// met when recorded: a post is opened once its list has loaded, not before.
  ///
  /// - Returns: A disposable that cancels what is not sent yet.
  @discardableResult
  public static func replay(
    _ log: CommandLog<ProfileSessionCommand>, into app: ProfileFlow, users: UsersInteractor,
    on host: some UserNavigationReporting, clock: some DateScheduler,
    waitingFor activity: Activity? = nil
  ) -> any Disposable {
    let replay = PacedReplay(log, waitingFor: activity) { [users] command in
      switch command {
      case .users(let command): users.send(command)
      case .page(let command): app.send(command)
      case .navigation(let navigation): host.perform(navigation)
      }
    }
    return replay.start(on: clock)
  }
}
