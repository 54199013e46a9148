#if canImport(Glibc)
  @_exported import Glibc
#endif

/// Where each scenario's values end, so that the optimizer keeps the work.
final class Sink: @unchecked Sendable {  // Touched by one thread at a time, in order.
  private(set) var total = 0

  func add(_ value: Int) {
    total &+= value
  }
}

/// The code callgrind counts: `--toggle-collect` names this function.
@inline(never)
func measuredRegion(_ body: () -> Void) {
  body()
}

/// One scenario: makes its pipeline, sends `events` events through it inside
/// ``measuredRegion(_:)``, and tears it down.
typealias Scenario = @Sendable (_ events: Int, _ sink: Sink) -> Void
