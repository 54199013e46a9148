/// One section of the tour: a title, what it demonstrates, and a small program that
/// prints what happens.
struct TourSection: Sendable {
  /// What the section is about, such as "Observation".
  let title: String
  /// What the program below demonstrates, in a sentence or two.
  let explanation: String
  /// The program: it prints each call it makes with ``step(_:)`` and what observers get.
  let program: @Sendable () -> Void

  /// The sections in the order the tour shows them.
  static let all: [TourSection] = [
    .observation, .stop, .operators, .reentrancy, .lifetimes, .properties, .modelController,
  ]

  /// Prints the title, the explanation wrapped at 80 columns, then runs the program.
  func show() {
    TourOutput.write("== \(title)")
    var line = ""
    for word in explanation.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 80 {
        TourOutput.write(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    TourOutput.write(line)
    program()
  }
}

/// Prints a call the program is about to make, as `> code`.
func step(_ code: String) {
  TourOutput.write("> \(code)")
}

/// Prints what an observer received, indented under the call that caused it.
func received(_ text: String) {
  TourOutput.write("    \(text)")
}
