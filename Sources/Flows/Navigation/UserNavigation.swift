/// What the user did to navigate that the app did not ask for: going back, or answering
/// an alert.
///
/// An app's commands say what the user asked of its screens; these say what the user
/// asked of the host. Recording both, as a ``UserNavigationReporting`` host allows,
/// replays a session's navigation as it happened, backs included.
///
/// ```swift
/// let host = RecordingHost()
/// host.userNavigation.observeValues { print($0) }
/// host.push(Page(title: "Users", elements: []))
/// host.push(Page(title: "Ada", elements: []))
/// try host.goBack()  // Prints "back"
/// ```
public enum UserNavigation: Codable, Hashable, Sendable {
  /// The user went back: the host dismissed its modal top page or popped a pushed one.
  case back
  /// The user chose the action labelled `label` of the alert titled `alert`.
  case alertAction(alert: String, label: String)
}
