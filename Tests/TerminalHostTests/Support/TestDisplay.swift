@testable import TerminalHost

#if canImport(Glibc)
  import Glibc
#endif

/// A display for host tests: plays steps instead of reading a keyboard, and keeps every
/// screen the host showed.
final class TestDisplay: Display {
  /// What the run loop gets when it asks for keys.
  enum Step {
    /// These keys.
    case keys([Key])
    /// Nothing, after `work` ran on another thread and woke the host, as when content
    /// changes in the background while the host waits for keys.
    case fromAnotherThread(@Sendable () -> Void)
  }

  var size: TerminalSize
  private var steps: ArraySlice<Step>
  private(set) var screens: [Grid] = []

  init(_ steps: [Step], columns: Int = 60, rows: Int = 16) {
    self.steps = steps[...]
    size = TerminalSize(columns: columns, rows: rows)
  }

  /// The text of the last screen shown.
  var lastScreen: String { screens.last?.text ?? "" }

  func show(_ grid: Grid) {
    screens.append(grid)
  }

  func nextKeys(wakingOn wake: [Int32]) -> [Key]? {
    switch steps.popFirst() {
    case .keys(let keys): return keys
    case .fromAnotherThread(let work):
      let thread = Thread(work)
      var entries = wake.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&entries, nfds_t(entries.count), 5_000)
      thread.join()
      precondition(ready >= 1, "the host was not woken within 5 seconds")
      return []
    case nil: return nil
    }
  }
}

extension TestDisplay.Step {
  /// Keys by their script names, such as `keys("down", "enter")`.
  static func keys(_ names: String...) -> Self {
    .keys(names.map { Key(name: $0)! })
  }

  /// These keys, such as `press(.character("q"), .space)`.
  static func press(_ keys: Key...) -> Self {
    .keys(keys)
  }
}

/// A POSIX thread running one closure, for work that must happen off the test's thread.
private final class Thread {
  private var thread = pthread_t()

  init(_ work: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(Box(work)).toOpaque()
    let status = pthread_create(
      &thread, nil,
      { box in
        let work = Unmanaged<Box>.fromOpaque(box!).takeRetainedValue().work
        work()
        return nil
      }, box)
    precondition(status == 0, "pthread_create failed with \(status)")
  }

  func join() {
    pthread_join(thread, nil)
  }

  private final class Box {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
  }
}
