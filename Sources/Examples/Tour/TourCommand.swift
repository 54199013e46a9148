// A commented tour of the reactive core: `swift run tour`.
import ArgumentParser

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
    for (index, section) in sections.enumerated() {
      if index > 0 { print() }
      section.show()
    }
  }
}
