import Signals

/// A host that reports the user's own navigation and can navigate as the user did: what
/// recording and replaying a session needs besides an app's commands.
///
/// ```swift
/// let host = RecordingHost()
/// let backs = host.userNavigation.filter { $0 == .back }
/// host.perform(.back)  // goes back as the user would, and sends .back
/// ```
///
/// > Note: ``perform(_:)`` may be called from any thread; the host acts on its own thread,
/// > as it does on the user's keys.
public protocol UserNavigationReporting: NavigationHost {
  /// Each navigation of the user, sent once the host acted on it: going back, and
  /// choosing an alert's action (before its handler runs). What ``perform(_:)`` does is
  /// sent too: it acts as the user.
  var userNavigation: Signal<UserNavigation, Never> { get }

  /// Navigates as the user did: goes back, or chooses the action of the alert showing.
  ///
  /// Does nothing when there is nothing to go back from, or no alert with that title and
  /// action is showing, as a key pressed at such a moment would.
  func perform(_ navigation: UserNavigation)
}
