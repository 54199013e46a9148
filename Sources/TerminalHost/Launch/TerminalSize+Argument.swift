import ArgumentParser

extension TerminalSize: ExpressibleByArgument {
  /// A size written on the command line as `COLUMNSxROWS`, such as `80x24`.
  public init?(argument: String) {
    self.init(parsing: argument)
  }

  /// The size as the command line writes it: `80x24`.
  public var argument: String { "\(columns)x\(rows)" }

  /// How `--help` shows the default value.
  public var defaultValueDescription: String { argument }
}
