/// What the user did in the browser, as the browser sends it: one JSON object per
/// WebSocket message.
///
/// Each names the page it was done on by its ``PageState/number`` and the element by its
/// ``ElementState/id``, so an action meant for a page no longer shown, or an element no
/// longer there, is refused rather than applied to something else:
///
/// ```json
/// {"version": 1, "type": "activate", "page": 1, "element": "leave feedback"}
/// {"version": 1, "type": "choose", "page": 1, "element": "answers", "index": 1}
/// {"version": 1, "type": "edit", "page": 1, "element": "query", "text": "snow"}
/// {"version": 1, "type": "forward", "page": 1}
/// {"version": 1, "type": "alertAction", "alert": 1, "index": 0}
/// ```
public enum UserAction: Hashable, Sendable {
  /// Presses a button.
  case activate(page: Int, element: String)
  /// Asks a toggle for `on`.
  case toggle(page: Int, element: String, on: Bool)
  /// Picks the option at `index` of a choice.
  case choose(page: Int, element: String, index: Int)
  /// Selects a row.
  case selectRow(page: Int, element: String)
  /// Changes a text field's text to `text`.
  case edit(page: Int, element: String, text: String)
  /// Confirms a text field's text.
  case submit(page: Int, element: String)
  /// Retries the failure a status shows.
  case retry(page: Int, element: String)
  /// Goes back from the page: pops it, or dismisses it when it is modal.
  case back(page: Int)
  /// Opens again, from the page, the page the user last went back from to it, as the
  /// browser's Forward does: by repeating the button or row that opened it.
  case forward(page: Int)
  /// Chooses the action at `index` of the alert numbered `alert`.
  case alertAction(alert: Int, index: Int)
}

extension UserAction: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, type, page, element, on, index, text, alert
  }

  /// Reads an action, refusing one of another protocol version.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == WebProtocol.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "protocol version \(version) is not \(WebProtocol.version)")
    }
    let type = try container.decode(String.self, forKey: .type)
    func page() throws -> Int { try container.decode(Int.self, forKey: .page) }
    func element() throws -> String { try container.decode(String.self, forKey: .element) }
    func index() throws -> Int { try container.decode(Int.self, forKey: .index) }
    switch type {
    case "activate": self = .activate(page: try page(), element: try element())
    case "toggle":
      self = .toggle(
        page: try page(), element: try element(), on: try container.decode(Bool.self, forKey: .on))
    case "choose": self = .choose(page: try page(), element: try element(), index: try index())
    case "selectRow": self = .selectRow(page: try page(), element: try element())
    case "edit":
      self = .edit(
        page: try page(), element: try element(),
        text: try container.decode(String.self, forKey: .text))
    case "submit": self = .submit(page: try page(), element: try element())
    case "retry": self = .retry(page: try page(), element: try element())
    case "back": self = .back(page: try page())
    case "forward": self = .forward(page: try page())
    case "alertAction":
      self = .alertAction(alert: try container.decode(Int.self, forKey: .alert), index: try index())
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown action type \"\(type)\"")
    }
  }

  /// Writes the action with the current protocol version.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(WebProtocol.version, forKey: .version)
    switch self {
    case .activate(let page, let element), .selectRow(let page, let element),
      .submit(let page, let element), .retry(let page, let element):
      try container.encode(type, forKey: .type)
      try container.encode(page, forKey: .page)
      try container.encode(element, forKey: .element)
    case .toggle(let page, let element, let on):
      try container.encode(type, forKey: .type)
      try container.encode(page, forKey: .page)
      try container.encode(element, forKey: .element)
      try container.encode(on, forKey: .on)
    case .choose(let page, let element, let index):
      try container.encode(type, forKey: .type)
      try container.encode(page, forKey: .page)
      try container.encode(element, forKey: .element)
      try container.encode(index, forKey: .index)
    case .edit(let page, let element, let text):
      try container.encode(type, forKey: .type)
      try container.encode(page, forKey: .page)
      try container.encode(element, forKey: .element)
      try container.encode(text, forKey: .text)
    case .back(let page), .forward(let page):
      try container.encode(type, forKey: .type)
      try container.encode(page, forKey: .page)
    case .alertAction(let alert, let index):
      try container.encode(type, forKey: .type)
      try container.encode(alert, forKey: .alert)
      try container.encode(index, forKey: .index)
    }
  }

  /// The action's `type` in JSON.
  public var type: String {
    switch self {
    case .activate: "activate"
    case .toggle: "toggle"
    case .choose: "choose"
    case .selectRow: "selectRow"
    case .edit: "edit"
    case .submit: "submit"
    case .retry: "retry"
    case .back: "back"
    case .forward: "forward"
    case .alertAction: "alertAction"
    }
  }
}
