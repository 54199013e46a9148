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

      On a terminal, tour pauses after each section, and after each screenful of a section \
      taller than the terminal: Enter shows the next, q then Enter stops. Piped or \
      redirected, it prints every section at once.

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
    guard let pager = Self.terminalPager() else {
      for (index, section) in sections.enumerated() {
        if index > 0 { print() }
        section.show()
      }
      return
    }
    let more = Self.prompt("more of this section: Enter shows it, q then Enter stops")
    for (index, section) in sections.enumerated() {
      let next = Self.prompt(
        "section \(index + 1) of \(sections.count) next: Enter shows it, q then Enter stops")
      if index > 0, !Self.pause(next) { return }
      // A page leaves room for the taller of the prompts that can follow it, wrapped.
      let promptRows = max(pager.height(of: more), pager.height(of: next))
      let lines = (index > 0 ? [""] : []) + TourOutput.collect(section.show)
      for (number, page) in pager.pages(of: lines, promptRows: promptRows).enumerated() {
        if number > 0, !Self.pause(more) { return }
        for line in page { print(line) }
      }
    }
  }

  /// `text` as a prompt shows it, with the space the reader's answer follows.
  private static func prompt(_ text: String) -> String {
    "-- \(text) -- "
  }

  /// A pager for the terminal on standard output, or `nil` when standard input or output
  /// is not a terminal. A terminal that does not say its size is paged by section only.
  private static func terminalPager() -> TourPager? {
    guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return TourPager(rows: .max, columns: .max) }
    return TourPager(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// Shows `prompt` on the terminal's last rows and waits for Enter; `false` when the
  /// reader typed q, or standard input ended.
  private static func pause(_ prompt: String) -> Bool {
    print(prompt, terminator: "")
    fflush(nil)
    guard let answer = readLine() else { return false }
    return answer.trimmingCharacters(in: .whitespaces).lowercased() != "q"
  }
}
