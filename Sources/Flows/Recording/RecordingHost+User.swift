import Signals

extension RecordingHost {
  /// Acts as the user pressing the button labelled `label` on the top page.
  ///
  /// ```swift
  /// try host.tap("leave feedback")
  /// ```
  ///
  /// - Throws: ``Misuse`` when the page has no such button or an alert covers it.
  public func tap(_ label: String) throws {
    let action = try find("button", label) { kind -> (@Sendable () -> Void)? in
      guard case .button(label, let action) = kind else { return nil }
      return action
    }
    record("tap \(quoted: label)")
    action()
  }

  /// Acts as the user flipping the toggle labelled `label`: asks for the opposite of
  /// what it shows.
  ///
  /// - Throws: ``Misuse`` when the page has no such toggle or an alert covers it.
  public func flip(_ label: String) throws {
    let (isOn, onChange) = try find("toggle", label) {
      kind -> (Property<Bool>, @Sendable (Bool) -> Void)? in
      guard case .toggle(label, let isOn, let onChange) = kind else { return nil }
      return (isOn, onChange)
    }
    let wanted = !isOn.value
    record("flip \(quoted: label) \(wanted ? "on" : "off")")
    onChange(wanted)
  }

  /// Acts as the user picking `option` in the choice labelled `label`.
  ///
  /// ```swift
  /// try host.choose("polarized", in: "kind")
  /// ```
  ///
  /// - Throws: ``Misuse`` when the page has no such choice or the choice no such option.
  public func choose(_ option: String, in label: String) throws {
    let (options, onChange) = try find("choice", label) {
      kind -> ([String], @Sendable (Int) -> Void)? in
      guard case .choice(label, let options, _, let onChange) = kind else { return nil }
      return (options, onChange)
    }
    guard let index = options.firstIndex(of: option) else {
      throw Misuse("choice \(quoted: label) has no option \(quoted: option); it offers \(options)")
    }
    record("choose \(quoted: option) in \(quoted: label)")
    onChange(index)
  }

  /// Acts as the user selecting the row at `index` (from 0) of the top page.
  ///
  /// - Throws: ``Misuse`` when the page has no row at `index` or an alert covers it.
  public func select(row index: Int) throws {
    let rows = try self.rows()
    guard rows.indices.contains(index) else {
      throw Misuse("no row \(index) on \(quoted: try topPage().page.title); \(describe(rows))")
    }
    select(rows[index], at: index)
  }

  /// Acts as the user selecting the first row titled `title` on the top page.
  ///
  /// ```swift
  /// try host.select(row: "Glenn Gould")
  /// ```
  ///
  /// - Throws: ``Misuse`` when the page has no such row or an alert covers it.
  public func select(row title: String) throws {
    let rows = try self.rows()
    guard let index = rows.firstIndex(where: { $0.row.title == title }) else {
      throw Misuse(
        "no row \(quoted: title) on \(quoted: try topPage().page.title); \(describe(rows))")
    }
    select(rows[index], at: index)
  }

  /// Acts as the user typing `text` at the end of the text field labelled `label`, one
  /// character at a time: the field reports each edit.
  ///
  /// - Throws: ``Misuse`` when the page has no such field or an alert covers it.
  public func type(_ text: String, into label: String) throws {
    let (current, onChange) = try find("text field", label) {
      kind -> (String, @Sendable (String) -> Void)? in
      guard case .textField(label, _, let current, let onChange, _) = kind else { return nil }
      return (current.value, onChange)
    }
    record("type \(quoted: text) into \(quoted: label)")
    var typed = current
    for character in text {
      typed.append(character)
      onChange(typed)
    }
  }

  /// Acts as the user confirming the text of the field labelled `label`.
  ///
  /// - Throws: ``Misuse`` when the page has no such field or an alert covers it.
  public func submit(_ label: String) throws {
    let (text, onSubmit) = try find("text field", label) {
      kind -> (String, @Sendable (String) -> Void)? in
      guard case .textField(label, _, let text, _, let onSubmit) = kind else { return nil }
      return (text.value, onSubmit)
    }
    record("submit \(quoted: text) in \(quoted: label)")
    onSubmit(text)
  }

  /// Acts as the user asking to retry what the top page's failed status reports.
  ///
  /// - Throws: ``Misuse`` when the page shows no failure that can be retried.
  public func retry() throws {
    let (page, elements) = try topPage()
    let retries = elements.compactMap { element -> (@Sendable () -> Void)? in
      guard case .status(.failed(_, let retry)) = element.kind else { return nil }
      return retry
    }
    guard let retry = retries.first else {
      throw Misuse("nothing to retry on \(quoted: page.title); \(describe(elements))")
    }
    record("retry")
    retry()
  }

  /// The first element of the top page that `match` accepts, or a misuse naming what was
  /// looked for and listing what is there.
  private func find<Found>(
    _ kind: String, _ label: String, _ match: (Page.Element.Kind) -> Found?
  ) throws -> Found {
    let (page, elements) = try topPage()
    for element in elements {
      if let found = match(element.kind) { return found }
    }
    throw Misuse("no \(kind) \(quoted: label) on \(quoted: page.title); \(describe(elements))")
  }

  private typealias SelectableRow = (row: Page.Row, onSelect: @Sendable () -> Void)

  private func rows() throws -> [SelectableRow] {
    try topPage().elements.compactMap { element in
      guard case .row(let row, let onSelect) = element.kind else { return nil }
      return (row, onSelect)
    }
  }

  private func select(_ row: SelectableRow, at index: Int) {
    record("select row \(index) \(quoted: row.row.title)")
    row.onSelect()
  }

  private func describe(_ rows: [SelectableRow]) -> String {
    guard !rows.isEmpty else { return "it has no rows" }
    let list = rows.enumerated().map { "\($0.offset) \(quoted: $0.element.row.title)" }
    return "its rows are \(list.joined(separator: ", "))"
  }

  private func describe(_ elements: [Page.Element]) -> String {
    guard !elements.isEmpty else { return "the page is empty" }
    let list = elements.map { RenderedElement($0).description }
    return "the page shows \(list.joined(separator: ", "))"
  }
}
