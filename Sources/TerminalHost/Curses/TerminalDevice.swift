#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where an interactive run draws its screen and reads its keys.
///
/// Standard input and output when both are a terminal. When either is redirected — as in
/// `album=$(music)` or `music < /dev/null` — the controlling terminal, `/dev/tty`, as
/// pickers such as fzf and dialog do: the screen and the keys stay with the user, and
/// standard output is free for what the app prints on exit.
struct TerminalDevice {
  /// Which terminal to use.
  enum Kind: Hashable {
    /// Standard input and output.
    case standardStreams
    /// The process's controlling terminal, `/dev/tty`.
    case controllingTerminal
  }

  /// The descriptor keys are read from.
  let input: Int32
  /// The descriptor the screen is drawn on.
  let output: Int32
  /// Which terminal this is.
  let kind: Kind

  /// Opens the terminal of `kind`.
  ///
  /// - Throws: ``TerminalError/noTerminal`` when the controlling terminal is wanted and
  ///   the process has none.
  init(_ kind: Kind) throws(TerminalError) {
    self.kind = kind
    switch kind {
    case .standardStreams:
      (input, output) = (STDIN_FILENO, STDOUT_FILENO)
    case .controllingTerminal:
      let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw .noTerminal }
      (input, output) = (descriptor, descriptor)
    }
  }

  /// Closes the controlling terminal, when it was opened and no stream owns it yet.
  func close() {
    if kind == .controllingTerminal { closeDescriptor(input) }
  }
}

/// `close(2)`, for types whose own `close` method hides it.
func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
