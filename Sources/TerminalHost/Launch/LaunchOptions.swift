/// How an app was asked to run, read from its command line.
///
/// ```text
/// feedback                        run in this terminal
/// feedback --script keys.txt      feed the keys in keys.txt, print each screen
/// feedback --script - < keys.txt  the same, reading the script from standard input
/// feedback --script keys.txt --size 40x12
/// ```
public struct LaunchOptions: Hashable, Sendable {
  /// How the app runs.
  public enum Mode: Hashable, Sendable {
    /// On the terminal, reading the keyboard.
    case interactive
    /// Without a terminal, feeding the keys of a ``KeyScript`` read from `source`, on a
    /// screen of `size`.
    case script(source: ScriptSource, size: TerminalSize)
    /// Print the usage and exit.
    case help
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

  /// How the app runs.
  public var mode: Mode

  /// Reads the command-line arguments, without the program's name.
  ///
  /// - Parameter arguments: Such as `CommandLine.arguments.dropFirst()`.
  /// - Throws: ``LaunchOptionsError`` saying which argument is wrong.
  public init(arguments: some Collection<String>) throws(LaunchOptionsError) {
    var script: ScriptSource?
    var size: TerminalSize?
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "-h", "--help":
        mode = .help
        return
      case "--script":
        guard let path = remaining.next(), !path.isEmpty else {
          throw LaunchOptionsError("--script needs a file, or - for standard input")
        }
        script = path == "-" ? .standardInput : .file(path)
      case "--size":
        guard let text = remaining.next(), let parsed = TerminalSize(parsing: text) else {
          throw LaunchOptionsError("--size needs COLUMNSxROWS, such as --size 80x24")
        }
        size = parsed
      default:
        throw LaunchOptionsError("unknown argument \"\(argument)\"")
      }
    }
    guard let script else {
      if size != nil {
        throw LaunchOptionsError("--size only applies to --script; a terminal has its own size")
      }
      mode = .interactive
      return
    }
    mode = .script(source: script, size: size ?? Self.defaultScriptSize)
  }

  /// What `--help` prints for the program called `program`.
  public static func usage(program: String) -> String {
    let size = "\(defaultScriptSize.columns)x\(defaultScriptSize.rows)"
    let keyWords = Key.keyWords.joined(separator: " ")
    return """
      usage: \(program) [--script FILE|- [--size COLUMNSxROWS]]

      Without options, \(program) runs in this terminal: arrows or j/k move, Enter or
      Space activates, Esc goes back, Tab cycles, q quits.

        --script FILE   feed the keys in FILE (- for standard input) instead of reading
                        the keyboard, and print the screen after each step
        --size CxR      the screen size of a scripted run (default \(size))
        -h, --help      show this help

      A key script has one or more steps per line, separated by spaces: a key word
      (\(keyWords)), a single character, KEY*COUNT, text:WORDS (to the end of the line)
      or size:CxR. A # starts a comment.
      """
  }
}
