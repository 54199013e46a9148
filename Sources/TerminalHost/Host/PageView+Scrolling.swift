extension PageView {
  /// Moves the focus `steps` focusable elements down (up when negative), or scrolls the
  /// view `lines` lines that way when the focus cannot move there yet: Up, Down, Page Up
  /// and Page Down.
  ///
  /// The focus moves when the element it would move to is in reach: its first line (its
  /// last, going up) in view, or brought into view by scrolling `lines` lines. Otherwise —
  /// text between two elements longer than that, text above the first focusable element
  /// or below the last, or a focused element scrolled out of view on that side — the view
  /// scrolls by `lines` and the focus stays. So every line of a page can be reached, and
  /// the focus never jumps over text the user has not seen.
  ///
  /// - Parameters:
  ///   - steps: Focusable elements to move by; its sign is the direction.
  ///   - lines: Lines to scroll by when the focus cannot move, at least 1.
  ///   - elements: The page's elements now.
  mutating func move(by steps: Int, orScroll lines: Int, in elements: [ElementSnapshot]) {
    guard steps != 0 else { return }
    let down = steps > 0
    let lines = max(1, lines)
    // Where the page was drawn; a page whose elements changed since is moved as a list.
    guard placement.lines.count == elements.count else {
      if !moveFocus(by: steps, in: elements) { scroll(by: down ? lines : -lines) }
      return
    }
    let visible = placement.visibleLines
    if let focus = focus(in: elements), !isOutOfView(focus, down: down) {
      var trial = self
      if trial.moveFocus(by: steps, in: elements), let target = trial.focus(in: elements) {
        let reach = placement.lines[target]
        let inReach =
          down
          ? reach.lowerBound < visible.upperBound + lines
          : reach.upperBound > visible.lowerBound - lines
        if inReach {
          self = trial
          return
        }
      }
    }
    scroll(by: down ? lines : -lines)
  }

  /// Whether the element at `index` lies wholly beyond the view on the side the view
  /// moves to: the view scrolls towards it before the focus moves on.
  private func isOutOfView(_ index: Int, down: Bool) -> Bool {
    let lines = placement.lines[index]
    return down
      ? lines.lowerBound >= placement.visibleLines.upperBound
      : lines.upperBound <= placement.visibleLines.lowerBound
  }

  /// Scrolls as little as possible to show the element at `index` whole, as the next
  /// drawing will, so that keys before it see the view it will show.
  mutating func reveal(_ index: Int) {
    revealsFocus = true
    guard placement.lines.indices.contains(index) else { return }
    let lines = placement.lines[index]
    var scroll = placement.scroll
    if lines.upperBound > scroll + placement.viewHeight {
      scroll = lines.upperBound - placement.viewHeight
    }
    scroll = min(scroll, lines.lowerBound)
    self.scroll = scroll
    placement.scroll = scroll
  }

  /// Scrolls the view `lines` lines down (up when negative), within the page.
  mutating func scroll(by lines: Int) {
    scroll = min(max(0, scroll + lines), placement.scrollLimit)
    placement.scroll = scroll
    revealsFocus = false
  }

  /// Whether the element at `index` was in view when the page was last drawn. Keys that
  /// act on the focused element do so only when the user can see it.
  func shows(_ index: Int) -> Bool {
    placement.lines.isEmpty || placement.shows(index)
  }
}
