import Flows

/// The keys the status line lists: those that do something in the scene shown.
enum KeyHints {
  /// How much a hint matters: when the line is too narrow, the least important go first.
  enum Importance: Int, Comparable {
    /// Keys a user finds by trying: moving and cycling.
    case convenience
    /// Keys that act on what is focused, or go back.
    case action
    /// The keys that confirm a dialog or leave the app: never dropped.
    case essential

    static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One key and what it does, such as "q quit".
  struct Hint: Equatable {
    /// What the status line shows.
    var text: String
    /// How long it stays when space runs out.
    var importance: Importance
  }

  /// The hints for `scene`, in the order the status line shows them; `scrolls` says that
  /// the top page's body is taller than its view, so ↑↓ scroll it.
  static func hints(for scene: Scene, scrolls: Bool = false) -> [Hint] {
    if let dialog = scene.dialog {
      let cancels = dialog.actions.count == 1 || dialog.actions.contains { $0.role == .cancel }
      return (dialog.actions.count > 1 ? [Hint(text: "←→ choose", importance: .action)] : [])
        + [Hint(text: "Enter confirm", importance: .essential)]
        + (cancels ? [Hint(text: "Esc cancel", importance: .action)] : [])
    }
    let top = scene.modal ?? scene.page
    let canGoBack = scene.modal != nil || scene.trail.count > 1
    let back = canGoBack ? [Hint(text: "Esc back", importance: .action)] : []
    if let top, top.isEditing {
      return [
        Hint(text: "type to edit", importance: .convenience),
        Hint(text: "Enter submit", importance: .essential),
        Hint(text: "Tab next", importance: .convenience),
      ] + back
    }
    let focusable = top?.elements.filter(\.isFocusable).count ?? 0
    let adjustable = top?.focusedElement?.isAdjustable == true
    // Where one element or none takes the focus, ↑↓ only scroll the text around it.
    let move =
      focusable > 1
      ? [Hint(text: "↑↓ move", importance: .convenience)]
      : scrolls ? [Hint(text: "↑↓ scroll", importance: .convenience)] : []
    let change = adjustable ? [Hint(text: "←→ change", importance: .action)] : []
    let act = focusable > 0 ? [Hint(text: "Enter select", importance: .action)] : []
    let canRetry = top?.elements.contains { $0.canRetry } == true
    let retry = canRetry ? [Hint(text: "r retry", importance: .action)] : []
    let cycle = focusable > 1 ? [Hint(text: "Tab next", importance: .convenience)] : []
    // On a page that takes typing, q is a letter: the app says how to leave.
    let quit =
      top?.takesTyping == true
      ? Hint(text: "type to edit", importance: .essential)
      : Hint(text: "q quit", importance: .essential)
    return move + change + act + retry + back + cycle + [quit]
  }

  /// The hints as a status line of at most `width` columns shows them: the least
  /// important dropped first — the last of equals first — until the rest fit.
  static func line(for scene: Scene, scrolls: Bool = false, width: Int = .max) -> String {
    var shown = hints(for: scene, scrolls: scrolls)
    while joined(shown).displayWidth > width,
      let least = shown.indices.filter({ shown[$0].importance < .essential })
        .min(by: { (shown[$0].importance, -$0) < (shown[$1].importance, -$1) })
    {
      shown.remove(at: least)
    }
    return joined(shown)
  }

  private static func joined(_ hints: [Hint]) -> String {
    hints.map(\.text).joined(separator: "  ")
  }
}
