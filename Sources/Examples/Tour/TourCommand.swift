// A commented tour of the reactive core: `swift run tour`.
import ArgumentParser
import Foundation

@main
struct TourCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tour",
    abstract: "A tour of the reactive core: small programs that print what they show.",
    discussion: """
      Each section says what it demonstrates, shows the calls it makes (lines starting \
      with >) and prints what the observers receive (indented lines). The sections:

      \(TourSection.all.enumerated().map { "  \($0.offset + 1). \($0.element.title)" }
        .joined(separator: "\n"))

      On a terminal, tour pauses after each section: Enter shows the next, q then Enter \
      stops. Piped or redirected, it prints every section at once.

      The source of each section is in Sources/Examples/Tour/Sections. Exit status: 0.
      """)

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Show only the section numbered <number>.", valueName: "number"))
  var section: Int?

  func validate() throws {
    if let section, !TourSection.all.indices.contains(section - 1) {
      throw ValidationError("--section must be from 1 to \(TourSection.all.count).")
    }
  }

  func run() {
    let sections = section.map { [TourSection.all[$0 - 1]] } ?? TourSection.all
    // On a terminal the sections would scroll past faster than they can be read; piped or
    // redirected, they are printed all at once.
    let pauses = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
    for (index, section) in sections.enumerated() {
      if index > 0 {
        if pauses, !Self.waitForNext(index: index, of: sections.count) { return }
        print()
      }
      section.show()
    }
  }

  /// Asks for Enter before section `index` (0-based) of `count`; `false` when the reader
  /// typed q, or standard input ended.
  private static func waitForNext(index: Int, of count: Int) -> Bool {
    print("\n-- section \(index + 1) of \(count) next: Enter shows it, q then Enter stops --")
    guard let answer = readLine() else { return false }
    return answer.trimmingCharacters(in: .whitespaces).lowercased() != "q"
  }
}
