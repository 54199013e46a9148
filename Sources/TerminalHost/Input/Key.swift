/// A key the user pressed, or something the terminal reports in the same stream.
///
/// The terminal host sends every key on its `keys` signal, on its UI thread, and a key
/// script (`--script`) names them with the words of ``name``.
///
/// ```swift
/// switch key {
/// case .down, .character("j"): moveFocus(by: 1)
/// case .enter, .space: activate()
/// default: break
/// }
/// ```
///
/// > Important: This enum may gain cases in a minor release, as the terminals it reads
/// > learn to report more: a `switch` over it needs a `default:`.
public enum Key: Hashable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// Ctrl-Left and Ctrl-Right, which move a text field's cursor a word. (Alt-Left and
  /// Alt-Right, which do the same, are `.alt(.left)` and `.alt(.right)`.)
  case controlLeft, controlRight
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Enter (Return).
  case enter
  /// Escape.
  case escape
  /// Backspace, which deletes before the cursor.
  case backspace
  /// Delete, which deletes under the cursor.
  case delete
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// A character typed, including a space and non-ASCII text.
  case character(Character)
  /// A letter typed with Ctrl held, other than those with keys of their own (Ctrl-C is
  /// ``interrupt``, Ctrl-I ``tab``, Ctrl-M ``enter``, Ctrl-H ``backspace``): Ctrl-A is
  /// `.control("a")`. Text fields edit with them, as a shell does.
  case control(Character)
  /// A key pressed with Alt (Meta), which terminals send as Escape and the key:
  /// `.alt(.character("b"))` is Alt-B, `.alt(.backspace)` Alt-Backspace.
  indirect case alt(Key)
  /// Text pasted, as one key: the terminal brackets a paste (`ESC [200~` … `ESC [201~`),
  /// so that a paste is one edit, not a key per character.
  case paste(String)
  /// A click or a turn of the wheel, where the terminal reports the mouse; the host acts
  /// on it as on the keys that do the same (see ``MouseEvent``).
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize
  /// Ctrl-C, or SIGINT, SIGTERM or SIGHUP: the user wants out, now.
  case interrupt

  /// The space bar: a typed space.
  public static let space = Key.character(" ")
}
