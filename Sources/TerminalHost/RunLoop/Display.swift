/// Where the host's run loop shows its screens and gets its keys: the terminal, or a key
/// script when running without one.
///
/// A display belongs to the run loop's thread.
protocol Display: AnyObject {
  /// The size of the screen now.
  var size: TerminalSize { get }

  /// Shows `grid`, which has the screen's size.
  func show(_ grid: Grid)

  /// The keys pressed since the last call, waiting for at least one or for one of `wake`
  /// to become readable; `nil` when no more keys will ever come.
  func nextKeys(wakingOn wake: [Int32]) -> [Key]?

  /// The interrupting signal (SIGINT, SIGTERM or SIGHUP) received since the last call, if
  /// any; clears it.
  func takeInterruptingSignal() -> Int32?
}

extension Display {
  /// No signals: a display without a terminal of its own leaves them to their default.
  func takeInterruptingSignal() -> Int32? { nil }
}

extension Terminal: Display {
  func show(_ grid: Grid) {
    draw(grid)
  }

  func nextKeys(wakingOn wake: [Int32]) -> [Key]? {
    keys(wakingOn: wake)
  }

  func takeInterruptingSignal() -> Int32? {
    defer { interruptingSignal = nil }
    return interruptingSignal
  }
}
