import Flows
import Signals

/// One element of the page shown, as the browser receives it: plain values, named by the
/// element's stable id.
///
/// Every element carries its ``id`` and ``kind``; the other fields are those its kind
/// uses, and the JSON omits the rest:
///
/// ```json
/// {"id": "answers", "kind": "choice", "label": "answers",
///  "options": ["average", "polarized"], "selected": 0}
/// ```
public struct ElementState: Codable, Hashable, Sendable {
  /// What an element is, as the browser draws it.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// Text; ``ElementState/text`` holds it and ``ElementState/style`` its prominence.
    case text
    /// A button labelled ``ElementState/label``.
    case button
    /// An on/off switch labelled ``ElementState/label``, on when ``ElementState/isOn``.
    case toggle
    /// One of ``ElementState/options``, the one at ``ElementState/selected`` chosen.
    case choice
    /// A row of a list: ``ElementState/label`` is its title, ``ElementState/detail`` the
    /// text beside it.
    case row
    /// A line of text input holding ``ElementState/text``.
    case textField
    /// Content on its way.
    case loading
    /// Nothing to show; ``ElementState/text`` says so.
    case empty
    /// A failure that ``ElementState/text`` explains; ``ElementState/canRetry`` says
    /// whether the user may try again.
    case failed
  }

  /// The element's id, unique on its page: what the browser names in a ``UserAction``.
  public var id: String
  /// What the element is.
  public var kind: Kind
  /// The label of a button, toggle, choice or text field, or the title of a row.
  public var label: String?
  /// The text shown: a text's string, a text field's content, a status's message.
  public var text: String?
  /// A text's prominence: `title`, `body` or `caption`.
  public var style: String?
  /// Whether a toggle is on.
  public var isOn: Bool?
  /// A choice's options, in order.
  public var options: [String]?
  /// The index of a choice's selected option.
  public var selected: Int?
  /// A row's detail.
  public var detail: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// Whether a failure offers to retry.
  public var canRetry: Bool?

  /// Creates the state of an element of `kind`; the fields it does not use stay `nil`.
  public init(id: String, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// Reads `element` with the current values of its properties.
  public init(_ element: Page.Element) {
    self.init(id: element.id, kind: .text)
    switch element.kind {
    case .text(let string, let style):
      text = string.value
      self.style = "\(style)"
    case .button(let label, _):
      kind = .button
      self.label = label
    case .toggle(let label, let isOn, _):
      kind = .toggle
      self.label = label
      self.isOn = isOn.value
    case .choice(let label, let options, let selected, _):
      kind = .choice
      self.label = label
      self.options = options
      self.selected = selected.value
    case .row(let row, _):
      kind = .row
      label = row.title
      detail = row.detail
    case .textField(let label, let placeholder, let text, _, _):
      kind = .textField
      self.label = label
      self.placeholder = placeholder
      self.text = text.value
    case .status(.loading):
      kind = .loading
    case .status(.empty(let message)):
      kind = .empty
      text = message
    case .status(.failed(let message, let retry)):
      kind = .failed
      text = message
      canRetry = retry != nil
    }
  }
}
