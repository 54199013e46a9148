import Signals

extension Page {
  /// One thing on a page: a text, a button, a toggle, a choice, a row, a text field or a
  /// status.
  ///
  /// Elements are values. Make them with the static factories —
  /// ``text(_:style:id:)-(String,_,_)``, ``button(_:id:action:)``,
  /// ``row(_:detail:id:onSelect:)`` and the rest — and read them, as a host does, by
  /// switching over ``kind``.
  ///
  /// ```swift
  /// let elements: [Page.Element] = [
  ///   .text("Pick a composer", style: .title),
  ///   .row("Johann Sebastian Bach", detail: "3 albums") { print("Bach") },
  /// ]
  /// ```
  ///
  /// > Note: Hosts call the actions an element carries on their UI thread, one at a time.
  public struct Element: Sendable, Identifiable {
    /// A stable name for the element, unique on its page, so a host keeps focus on it
    /// across redraws. Factories default it to the element's label.
    public var id: String

    /// What the element is and what it does.
    public var kind: Kind

    /// Creates an element; prefer the static factories.
    public init(id: String, kind: Kind) {
      self.id = id
      self.kind = kind
    }

    /// The kinds of element a page is made of.
    ///
    /// Content that changes is a `Property`: a host shows its current value and redraws
    /// when it changes. Controls report what the user did through their closures and show
    /// whatever their property says, so the app stays the single source of truth.
    public enum Kind: Sendable {
      /// Text, such as a heading or a label showing the current model.
      case text(Property<String>, style: Page.TextStyle)
      /// A button the user presses.
      case button(label: String, action: @Sendable () -> Void)
      /// An on/off switch; `onChange` receives the value the user asks for.
      case toggle(label: String, isOn: Property<Bool>, onChange: @Sendable (Bool) -> Void)
      /// One option out of a few, shown side by side; `onChange` receives the index the
      /// user picks.
      case choice(
        label: String, options: [String], selected: Property<Int>,
        onChange: @Sendable (Int) -> Void)
      /// A selectable row of a list.
      case row(Row, onSelect: @Sendable () -> Void)
      /// A line of text input; `onChange` receives every edit, `onSubmit` the text the
      /// user confirms.
      case textField(
        label: String, placeholder: String, text: Property<String>,
        onChange: @Sendable (String) -> Void, onSubmit: @Sendable (String) -> Void)
      /// Loading, nothing to show, or a failure the user may retry.
      case status(Status)
    }
  }

  /// How prominent a text is.
  public enum TextStyle: Sendable {
    /// A heading.
    case title
    /// Ordinary text.
    case body
    /// Secondary text, such as a hint.
    case caption
  }
}
