/// Readable descriptions of values, and a line diff of two of them, for failure messages.
package enum TextDiff {
  /// `value` as `dump` shows it: one line per stored property, nested values indented.
  package static func describe(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// `text` with every line indented by `prefix`.
  package static func indent(_ text: String, by prefix: String = "  ") -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }
      .joined(separator: "\n")
  }

  /// The lines of `expected` and `actual`, those only in `expected` marked `−`, those
  /// only in `actual` marked `+`, and those in both indented alike.
  package static func lines(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // Longest common subsequence of lines, filled from the ends; values are small.
    var common = Array(
      repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  \(old[i])")
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
        result.append("− \(old[i])")
        i += 1
      } else {
        result.append("+ \(new[j])")
        j += 1
      }
    }
    return result.joined(separator: "\n")
  }
}
