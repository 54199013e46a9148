import Signals

extension RecordingHost {
  /// An element as the user sees it now: plain values that tests compare.
  ///
  /// ```swift
  /// #expect(host.elements == [
  ///   .text("the movie was good"),
  ///   .choice("kind", options: ["average", "polarized"], selected: 0),
  ///   .button("leave feedback"),
  /// ])
  /// ```
  public enum RenderedElement: Hashable, Sendable, CustomStringConvertible {
    /// A text, showing its current string.
    case text(String)
    /// A button, by its label.
    case button(String)
    /// A toggle, by its label, and whether it is on.
    case toggle(String, isOn: Bool)
    /// A choice, by its label, with its options and the index of the selected one.
    case choice(String, options: [String], selected: Int)
    /// A row, with its title and detail.
    case row(String, detail: String? = nil)
    /// A text field, by its label, with the text it holds.
    case textField(String, text: String)
    /// Content is loading.
    case loading
    /// Nothing to show, with the message saying so.
    case empty(String)
    /// A failure, with its message, and whether it offers to retry.
    case failed(String, canRetry: Bool)

    /// Renders `element` with the current values of its properties.
    public init(_ element: Page.Element) {
      switch element.kind {
      case .text(let string, _): self = .text(string.value)
      case .button(let label, _): self = .button(label)
      case .toggle(let label, let isOn, _): self = .toggle(label, isOn: isOn.value)
      case .choice(let label, let options, let selected, _):
        self = .choice(label, options: options, selected: selected.value)
      case .row(let row, _): self = .row(row.title, detail: row.detail)
      case .textField(let label, _, let text, _, _): self = .textField(label, text: text.value)
      case .status(.loading): self = .loading
      case .status(.empty(let message)): self = .empty(message)
      case .status(.failed(let message, let retry)):
        self = .failed(message, canRetry: retry != nil)
      }
    }

    /// The element as error messages list it, such as `button "leave feedback"`.
    public var description: String {
      switch self {
      case .text(let string): "text \(quoted: string)"
      case .button(let label): "button \(quoted: label)"
      case .toggle(let label, let isOn): "toggle \(quoted: label) \(isOn ? "on" : "off")"
      case .choice(let label, let options, let selected):
        "choice \(quoted: label) "
          + options.enumerated()
          .map { $0.offset == selected ? "[\($0.element)]" : $0.element }
          .joined(separator: " ")
      case .row(let title, let detail): "row \(quoted: title)" + (detail.map { " (\($0))" } ?? "")
      case .textField(let label, let text): "text field \(quoted: label) \(quoted: text)"
      case .loading: "loading"
      case .empty(let message): "empty \(quoted: message)"
      case .failed(let message, let canRetry):
        "failed \(quoted: message)" + (canRetry ? " [retry]" : "")
      }
    }
  }

  /// An alert as the user sees it.
  public struct RenderedAlert: Hashable, Sendable, CustomStringConvertible {
    /// The alert's heading.
    public var title: String
    /// What the alert says.
    public var message: String
    /// The labels of its actions, in order.
    public var actions: [String]

    /// Renders `alert`.
    public init(_ alert: Alert) {
      title = alert.title
      message = alert.message
      actions = alert.actions.map(\.label)
    }

    /// The alert as the transcript shows it, such as `"Thank you" [OK]`.
    public var description: String {
      "\(quoted: title) \(actionList)"
    }

    /// The actions as a bracketed list, such as `[OK, Cancel]`.
    var actionList: String {
      "[\(actions.joined(separator: ", "))]"
    }
  }
}
