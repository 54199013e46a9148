#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a scripted run passes time while a ``KeyScript/Wait`` step waits: the time now, and
/// a sleep that the run loop's work cuts short.
///
/// A run uses ``real``, the wall clock and `poll(2)`; tests pass one of virtual time.
struct ScriptTimer {
  /// The time now, from an origin of the timer's own.
  var now: () -> Duration
  /// Waits at most `duration` for one of `descriptors` to become readable, and says
  /// whether one did: then the run loop has work to do. A zero duration only looks.
  var sleep: (_ descriptors: [Int32], _ duration: Duration) -> Bool

  /// The wall clock, and `poll(2)` on the run loop's wake descriptors.
  static var real: ScriptTimer {
    let clock = ContinuousClock()
    let origin = clock.now
    return ScriptTimer(
      now: { clock.now - origin },
      sleep: { descriptors, duration in
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds =
          duration.components.seconds * 1000
          + duration.components.attoseconds / 1_000_000_000_000_000
        // A zero duration only looks; any other sleeps at least a millisecond.
        let timeout = duration <= .zero ? 0 : Int32(clamping: max(1, milliseconds))
        let ready = poll(&entries, nfds_t(entries.count), timeout)
        return ready > 0
      })
  }
}
