/// What the host remembers about a page it shows: which element has focus, and how far
/// the page is scrolled.
///
/// Focus follows the element's identity, so it stays on the same element when the page's
/// elements change; when that element is gone, it moves to the nearest focusable element
/// at about the same place.
struct PageView: Hashable, Sendable {
  /// The identity of the focused element, once the page has been drawn.
  var focusID: String?
  /// The index of the focused element when it was last seen.
  var focusIndex = 0
  /// The first line of the page's body in view.
  var scroll = 0

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
    return target != position
  }

  /// Moves focus to the first focusable element, or the last one when `last`.
  mutating func focusEnd(last: Bool, in elements: [ElementSnapshot]) {
    let end =
      last ? elements.lastIndex(where: \.isFocusable) : elements.firstIndex(where: \.isFocusable)
    focus(on: end, in: elements)
  }
}
