/// A message the user acknowledges by choosing one of its actions.
///
/// A host shows an alert over whatever page is on top, and dismisses it when the user
/// chooses an action, before running that action's handler.
///
/// ```swift
/// host.showAlert(Alert(title: "Thank you", message: "We are glad you liked it."))
/// host.showAlert(Alert(title: "Delete the album?", actions: [
///   Alert.Action("Delete", role: .destructive) { library.delete(album) },
///   Alert.Action("Cancel", role: .cancel),
/// ]))
/// ```
public struct Alert: Sendable {
  /// The alert's heading.
  public var title: String
  /// What the alert says under its heading; may be empty.
  public var message: String
  /// The choices offered, in order; never empty.
  public var actions: [Action]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - message: What the alert says.
  ///   - actions: The choices offered; an alert with none offers a single "OK".
  public init(title: String, message: String = "", actions: [Action] = []) {
    self.title = title
    self.message = message
    self.actions = actions.isEmpty ? [Action("OK")] : actions
  }

  /// A choice offered by an alert.
  public struct Action: Sendable {
    /// What the choice says.
    public var label: String
    /// How the host presents the choice.
    public var role: Role
    /// What happens when the user chooses it, after the alert is dismissed.
    public var handler: @Sendable () -> Void

    /// Creates a choice that runs `handler` when chosen.
    public init(
      _ label: String, role: Role = .default, handler: @escaping @Sendable () -> Void = {}
    ) {
      self.label = label
      self.role = role
      self.handler = handler
    }
  }

  /// What kind of choice an action is, so a host can present it accordingly.
  public enum Role: Sendable {
    /// An ordinary choice.
    case `default`
    /// The choice that changes nothing.
    case cancel
    /// A choice that destroys something.
    case destructive
  }
}
