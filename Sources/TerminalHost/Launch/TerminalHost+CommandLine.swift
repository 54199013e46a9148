import ArgumentParser

extension TerminalHost {
  /// Reads the command line as ``TerminalOptions``, then runs the host as they say: for an
  /// app whose only options are the host's.
  ///
  /// `--help` prints the options and returns ``RunOutcome/showedHelp``; a wrong command
  /// line is reported on standard error and returns a failure with status 64.
  ///
  /// - Parameters:
  ///   - program: The app's name, for messages.
  ///   - arguments: The command-line arguments, without the program's name.
  /// - Returns: How the run ended; exit with its ``RunOutcome/exitStatus``.
  public func run(program: String, arguments: some Collection<String>) -> RunOutcome {
    let options: TerminalOptions
    do {
      options = try TerminalOptions.parse(Array(arguments))
    } catch {
      // ArgumentParser names options-only commands after the type; the usage names the app.
      let usage = "\(program) [--script <file>] [--size <columnsxrows>] [--no-mouse]"
      guard TerminalOptions.exitCode(for: error).rawValue != 0 else {
        print("USAGE: \(usage)" + TerminalOptions.helpMessage().drop { $0 != "\n" })
        return .showedHelp
      }
      StandardStreams.writeError(
        "\(program): \(TerminalOptions.message(for: error))\nUsage: \(usage)\n"
          + "  See '\(program) --help' for more information.\n")
      return .failed(status: TerminalOptions.exitCode(for: error).rawValue)
    }
    return run(options, program: program)
  }
}
