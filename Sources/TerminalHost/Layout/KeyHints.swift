import Flows

/// The keys the status line lists: those that do something in the scene shown.
enum KeyHints {
  /// The hints for `scene`, most useful first, so that clipping drops the least useful.
  static func hints(for scene: Scene) -> [String] {
    if let dialog = scene.dialog {
      let cancels = dialog.actions.count == 1 || dialog.actions.contains { $0.role == .cancel }
      return (dialog.actions.count > 1 ? ["←→ choose"] : []) + ["Enter confirm"]
        + (cancels ? ["Esc cancel"] : [])
    }
    let top = scene.modal ?? scene.page
    let canGoBack = scene.modal != nil || scene.trail.count > 1
    let back = canGoBack ? ["Esc back"] : []
    if let top, top.isEditing {
      return ["type to edit", "Enter submit", "Tab next"] + back
    }
    let focusable = top?.elements.filter(\.isFocusable).count ?? 0
    let move = focusable > 1 ? ["↑↓ move"] : []
    let change = top?.focusedElement?.isAdjustable == true ? ["←→ change"] : []
    let act = focusable > 0 ? ["Enter select"] : []
    let cycle = focusable > 1 ? ["Tab next"] : []
    return move + change + act + back + cycle + ["q quit"]
  }

  /// The hints as the status line shows them.
  static func line(for scene: Scene) -> String {
    hints(for: scene).joined(separator: "  ")
  }
}
