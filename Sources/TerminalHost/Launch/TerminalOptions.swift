import ArgumentParser

/// The options of an app that runs on the terminal host, for its command line.
///
/// Include them in the app's command with `@OptionGroup`, then hand them to
/// ``TerminalHost/run(_:program:)``:
///
/// ```text
/// feedback                        run in this terminal
/// feedback --script keys.txt      feed the keys in keys.txt, print each screen
/// feedback --script - < keys.txt  the same, reading the script from standard input
/// feedback --script keys.txt --size 40x12
/// ```
public struct TerminalOptions: ParsableArguments, Sendable {
  /// How the app runs.
  public enum Mode: Hashable, Sendable {
    /// On the terminal, reading the keyboard.
    case interactive
    /// Without a terminal, feeding the keys of a ``KeyScript`` read from `source`, on a
    /// screen of `size`.
    case script(source: ScriptSource, size: TerminalSize)
  }

  /// Where a key script comes from.
  public enum ScriptSource: Hashable, Sendable {
    /// Standard input, written `-`.
    case standardInput
    /// The file at a path.
    case file(String)
  }

  /// The screen size of a scripted run when `--size` is not given.
  public static let defaultScriptSize = TerminalSize(columns: 80, rows: 24)

  /// The smallest `--size`: the smallest screen pages are drawn on.
  public static let minimumSize = EnlargeNotice.minimumSize

  /// The key script to play instead of reading the keyboard: a path, or `-`.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Feed the keys in <file> (- for standard input) instead of reading the keyboard, "
        + "and print the screen after each step.",
      valueName: "file"))
  public var script: String?

  /// The screen size of a scripted run.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The screen size of a scripted run, at least \(minimumSize.argument) "
        + "(default \(defaultScriptSize.argument)).",
      valueName: "columnsxrows"))
  public var size: TerminalSize?

  /// Whether the host leaves the mouse to the terminal: clicks and the wheel then select
  /// and scroll the terminal's own text, as without the host, and the keys do the rest.
  @Flag(
    name: .customLong("no-mouse"),
    help: "Leave the mouse to the terminal, to select text with it; the keys do everything.")
  public var noMouse = false

  /// Options that run in the terminal.
  public init() {}

  /// Rejects a `--size` without `--script` and one smaller than ``minimumSize``.
  public func validate() throws {
    guard let size else { return }
    guard script != nil else {
      throw ValidationError("--size only applies to --script; a terminal has its own size.")
    }
    guard size.covers(Self.minimumSize) else {
      throw ValidationError(
        "--size \(size.argument) is too small: a screen needs at least "
          + "\(Self.minimumSize.argument) (columns x rows).")
    }
  }

  /// How the app runs, as the options say.
  public var mode: Mode {
    guard let script, !script.isEmpty else { return .interactive }
    let source: ScriptSource = script == "-" ? .standardInput : .file(script)
    return .script(source: source, size: size ?? Self.defaultScriptSize)
  }
}
