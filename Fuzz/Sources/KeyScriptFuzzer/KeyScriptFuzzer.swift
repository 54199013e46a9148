import FuzzSupport
import TerminalHost

/// Fuzzes `KeyScript(parsing:)`, the reader of `--script` files.
///
/// Any text either parses or throws a `KeyScriptError` that names a line of the text and
/// a word on that line. A parsed script is checked further: every key it presses is named
/// by its own `name` (so a script printed back reads the same keys), and writing the steps
/// back as their sources, line by line, parses to the same actions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: fuzzInput(start, count), as: UTF8.self)
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  do {
    let script = try KeyScript(parsing: text)
    checkSteps(of: script, lines: lines, text: text)
  } catch {
    check((1...lines.count).contains(error.line), "an error names a line of the script") {
      "\(text.debugDescription) → line \(error.line) of \(lines.count)"
    }
    check(
      !error.word.isEmpty && holds(lines[error.line - 1], error.word),
      "an error names a word of its line"
    ) { "\(text.debugDescription) → \(error.word.debugDescription) on line \(error.line)" }
    check(error.description.hasPrefix("line \(error.line): "), "a message starts with its line") {
      error.description
    }
  }
  return 0
}

private func checkSteps(of script: KeyScript, lines: [Substring], text: String) {
  for step in script.steps {
    check((1...lines.count).contains(step.line), "a step is on a line of the script") {
      "\(text.debugDescription) → \(step)"
    }
    check(holds(lines[step.line - 1], step.source), "a step's source is on its line") {
      "\(text.debugDescription) → \(step)"
    }
    guard case .keys(let keys) = step.action else { continue }
    check(!keys.isEmpty, "a step presses a key") { "\(text.debugDescription) → \(step)" }
    // A paste has no key name: its step's source, `paste:TEXT`, reads back below.
    for key in keys where key.name != "paste" {
      check(Key(name: key.name) == key, "a key's name reads back as the key") {
        "\(key) named \(key.name.debugDescription) → \(String(describing: Key(name: key.name)))"
      }
    }
  }
  // The steps' sources, one line per line of steps, read as the same actions.
  let written = (1...lines.count).map { line in
    script.steps.filter { $0.line == line }.map(\.source).joined(separator: " ")
  }
  let rewritten = written.joined(separator: "\n")
  let reread = try? KeyScript(parsing: rewritten)
  check(
    reread?.steps.map(\.action) == script.steps.map(\.action),
    "the steps written back read the same"
  ) { "\(text.debugDescription) → \(rewritten.debugDescription)" }
}

/// Whether `line` holds `part`, scalar for scalar: words are split at whitespace scalars,
/// so a word may start inside a character of the line.
private func holds(_ line: Substring, _ part: String) -> Bool {
  Array(line.unicodeScalars).firstRange(of: Array(part.unicodeScalars)) != nil
}
