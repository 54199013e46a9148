/// What the mouse did, where: a click or a turn of the wheel, at a cell of the screen.
///
/// The terminal host reads the mouse when the terminal reports it (xterm and those that
/// follow it, tmux with `mouse on`) and sends each event on its `keys` signal as
/// ``Key/mouse(_:)``. Rows and columns count from 0 at the top left of the screen.
///
/// ```swift
/// let click = MouseEvent(.click, row: 4, column: 10)
/// print(click.name)  // Prints "click 4,10"
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// The main button pressed: a click.
    case click
    /// The wheel turned up, away from the user: scroll up.
    case wheelUp
    /// The wheel turned down, towards the user: scroll down.
    case wheelDown
  }

  /// What the mouse did.
  public var action: Action
  /// The screen row, from 0 at the top.
  public var row: Int
  /// The screen column, from 0 at the left.
  public var column: Int

  /// An event of `action` at `row` and `column`, counted from 0 at the top left.
  public init(_ action: Action, row: Int, column: Int) {
    self.action = action
    self.row = row
    self.column = column
  }

  /// The event in words, as ``Key/name`` gives it: `click 4,10`, `wheel-up 4,10`.
  public var name: String {
    let word =
      switch action {
      case .click: "click"
      case .wheelUp: "wheel-up"
      case .wheelDown: "wheel-down"
      }
    return "\(word) \(row),\(column)"
  }
}
