import Signals

extension Page.Element {
  /// Text that never changes.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - style: How prominent it is.
  ///   - id: The element's identity on its page; the text itself by default.
  public static func text(
    _ string: String, style: Page.TextStyle = .body, id: String? = nil
  ) -> Self {
    Self(id: id ?? string, kind: .text(Property(value: string), style: style))
  }

  /// Text that shows the current value of `string` and follows its changes.
  ///
  /// ```swift
  /// .text(model.map { "the movie was \($0.feedback)" })
  /// ```
  ///
  /// - Parameters:
  ///   - string: The text to show, now and as it changes.
  ///   - style: How prominent it is.
  ///   - id: The element's identity on its page; give one when a page shows two texts.
  public static func text(
    _ string: Property<String>, style: Page.TextStyle = .body, id: String = "text"
  ) -> Self {
    Self(id: id, kind: .text(string, style: style))
  }

  /// A button that runs `action` when pressed.
  ///
  /// ```swift
  /// .button("leave feedback") { leaveFeedback.emit() }
  /// ```
  public static func button(
    _ label: String, id: String? = nil, action: @escaping @Sendable () -> Void
  ) -> Self {
    Self(id: id ?? label, kind: .button(label: label, action: action))
  }

  /// An on/off switch showing `isOn`; `onChange` receives the value the user asks for.
  public static func toggle(
    _ label: String, isOn: Property<Bool>, id: String? = nil,
    onChange: @escaping @Sendable (Bool) -> Void
  ) -> Self {
    Self(id: id ?? label, kind: .toggle(label: label, isOn: isOn, onChange: onChange))
  }

  /// An on/off switch bound both ways to `isOn`.
  public static func toggle(
    _ label: String, isOn: MutableProperty<Bool>, id: String? = nil
  ) -> Self {
    toggle(label, isOn: Property(isOn), id: id) { isOn.value = $0 }
  }

  /// A choice of one option out of `options`, showing `selected`; `onChange` receives the
  /// index the user picks.
  ///
  /// ```swift
  /// let selected = model.map { $0.polarized ? 1 : 0 }
  /// .choice("kind", options: ["average", "polarized"], selected: selected) { index in
  ///   polarizedChanged.emit(index == 1)
  /// }
  /// ```
  public static func choice(
    _ label: String, options: [String], selected: Property<Int>, id: String? = nil,
    onChange: @escaping @Sendable (Int) -> Void
  ) -> Self {
    Self(
      id: id ?? label,
      kind: .choice(label: label, options: options, selected: selected, onChange: onChange))
  }

  /// A choice of one option out of `options`, bound both ways to the index `selected`.
  public static func choice(
    _ label: String, options: [String], selected: MutableProperty<Int>, id: String? = nil
  ) -> Self {
    choice(label, options: options, selected: Property(selected), id: id) { selected.value = $0 }
  }

  /// A selectable row of a list.
  ///
  /// ```swift
  /// .row("Glenn Gould", detail: "2 albums") { chosen.emit(gould) }
  /// ```
  public static func row(
    _ title: String, detail: String? = nil, id: String? = nil,
    onSelect: @escaping @Sendable () -> Void
  ) -> Self {
    Self(id: id ?? title, kind: .row(Page.Row(title, detail: detail), onSelect: onSelect))
  }

  /// A line of text input showing `text`; `onChange` receives every edit and `onSubmit`
  /// the text the user confirms.
  public static func textField(
    _ label: String, placeholder: String = "", text: Property<String>, id: String? = nil,
    onChange: @escaping @Sendable (String) -> Void,
    onSubmit: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Self {
    Self(
      id: id ?? label,
      kind: .textField(
        label: label, placeholder: placeholder, text: text, onChange: onChange,
        onSubmit: onSubmit))
  }

  /// A line of text input bound both ways to `text`.
  ///
  /// ```swift
  /// let query = MutableProperty("")
  /// .textField("Search", placeholder: "artist or album", text: query)
  /// ```
  public static func textField(
    _ label: String, placeholder: String = "", text: MutableProperty<String>,
    id: String? = nil, onSubmit: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Self {
    textField(
      label, placeholder: placeholder, text: Property(text), id: id,
      onChange: { text.value = $0 }, onSubmit: onSubmit)
  }

  /// A loading, empty or failed state, in place of content.
  public static func status(_ status: Page.Status, id: String = "status") -> Self {
    Self(id: id, kind: .status(status))
  }
}
