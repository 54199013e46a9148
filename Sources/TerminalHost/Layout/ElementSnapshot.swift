import Flows

/// An element as the layout draws it: the current values of its properties, read once so
/// that a frame is drawn from one consistent state.
///
/// It adds to Flows' ``RecordingHost/RenderedElement`` what only a screen needs: the
/// element's identity, to keep focus on it, a text's style and a field's placeholder.
struct ElementSnapshot: Hashable, Sendable {
  /// The element's identity on its page.
  var id: String
  /// What the element shows.
  var shown: RecordingHost.RenderedElement
  /// How prominent a text is; `.body` for other elements.
  var textStyle: Page.TextStyle = .body
  /// What an empty text field shows; empty for other elements.
  var placeholder: String = ""
  /// Where a text field's cursor is, in characters from the start; `nil` for the end.
  var cursor: Int?

  /// Reads `element`'s current values.
  init(_ element: Page.Element) {
    id = element.id
    shown = RecordingHost.RenderedElement(element)
    switch element.kind {
    case .text(_, let style): textStyle = style
    case .textField(_, let placeholder, _, _, _): self.placeholder = placeholder
    default: break
    }
  }

  /// Creates a snapshot from values, as tests do.
  init(
    id: String? = nil, showing shown: RecordingHost.RenderedElement,
    textStyle: Page.TextStyle = .body,
    placeholder: String = ""
  ) {
    self.id = id ?? shown.description
    self.shown = shown
    self.textStyle = textStyle
    self.placeholder = placeholder
  }

  /// Whether the user can focus the element to act on it: controls, rows, and a failure
  /// that offers to retry.
  var isFocusable: Bool {
    switch shown {
    case .button, .toggle, .choice, .row, .textField: true
    case .failed(_, let canRetry): canRetry
    case .text, .loading, .empty: false
    }
  }

  /// Whether the element is a failure that offers to retry, which the `r` key retries.
  var canRetry: Bool {
    if case .failed(_, canRetry: true) = shown { return true }
    return false
  }

  /// Whether the element is a toggle or a choice, which the left and right keys change.
  var isAdjustable: Bool {
    switch shown {
    case .toggle, .choice: true
    default: false
    }
  }

  /// Whether the element is a text field, which takes typed characters.
  var isTextField: Bool {
    if case .textField = shown { return true }
    return false
  }
}
