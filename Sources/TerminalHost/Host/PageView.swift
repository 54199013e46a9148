/// What the host remembers about a page it shows: which element has focus, how far the
/// page is scrolled, and where its elements were when last drawn.
///
/// Focus follows the element's identity, so it stays on the same element when the page's
/// elements change; when that element is gone, it moves to the nearest focusable element
/// at about the same place.
struct PageView: Hashable, Sendable {
  /// The identity of the focused element, once the page has been drawn.
  var focusID: String?
  /// The index of the focused element when it was last seen.
  var focusIndex = 0
  /// The first line of the page's body in view: a page opens at its top.
  var scroll = 0
  /// Whether the focus moved since the page was last drawn, so the next drawing scrolls
  /// to show it; drawing clears it.
  var revealsFocus = false
  /// Where the page's body was when last drawn, which the keys scroll through.
  var placement = BodyLayout.Placement()

  /// The index of the focused element among `elements`, or `nil` when none is focusable.
  func focus(in elements: [ElementSnapshot]) -> Int? {
    if let focusID,
      let index = elements.firstIndex(where: { $0.id == focusID && $0.isFocusable })
    {
      return index
    }
    let start = min(max(0, focusIndex), elements.count - 1)
    guard start >= 0 else { return nil }
    return elements[start...].firstIndex(where: \.isFocusable)
      ?? elements[..<start].lastIndex(where: \.isFocusable)
  }

  /// Remembers the element at `index` as focused.
  mutating func focus(on index: Int?, in elements: [ElementSnapshot]) {
    guard let index else { return }
    focusIndex = index
    focusID = elements[index].id
  }

  /// Moves focus `steps` focusable elements down (or up, when negative), stopping at the
  /// ends, or going round when `wraps`.
  ///
  /// - Returns: Whether focus moved.
  @discardableResult
  mutating func moveFocus(by steps: Int, in elements: [ElementSnapshot], wraps: Bool = false)
    -> Bool
  {
    let focusable = elements.indices.filter { elements[$0].isFocusable }
    guard let current = focus(in: elements), let position = focusable.firstIndex(of: current)
    else { return false }
    var target = position + steps
    if wraps {
      target = ((target % focusable.count) + focusable.count) % focusable.count
    } else {
      target = min(max(0, target), focusable.count - 1)
    }
    focus(on: focusable[target], in: elements)
    reveal(focusable[target])
    return target != position
  }

  /// Moves focus to the first focusable element and the view to the page's top, or to
  /// the last focusable element and the page's bottom when `last`.
  ///
  /// The view shows the top or the bottom of the page even when the element focused is
  /// not there: the arrows then scroll towards it.
  mutating func focusEnd(last: Bool, in elements: [ElementSnapshot]) {
    let end =
      last ? elements.lastIndex(where: \.isFocusable) : elements.firstIndex(where: \.isFocusable)
    focus(on: end, in: elements)
    scroll = last ? placement.scrollLimit : 0
    placement.scroll = scroll
    revealsFocus = false
  }
}
