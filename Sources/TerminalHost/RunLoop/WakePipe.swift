#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A non-blocking pipe that wakes a thread waiting in `poll(2)`: writing a byte makes the
/// read end readable until it is drained.
///
/// Writing is async-signal-safe, so a signal handler may wake the thread too.
struct WakePipe: Sendable {
  /// The end to poll.
  let readEnd: Int32
  /// The end to write to.
  let writeEnd: Int32

  /// Opens a pipe; both ends are non-blocking and closed on `exec`.
  init(purpose: String) {
    var descriptors: [Int32] = [-1, -1]
    let status = pipe(&descriptors)
    precondition(status == 0, "cannot create the \(purpose) pipe: errno \(errno)")
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    (readEnd, writeEnd) = (descriptors[0], descriptors[1])
  }

  /// Makes the read end readable. A full pipe already is, so a failed write is fine.
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads everything written so far, so that the read end waits again.
  func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &bytes, bytes.count) > 0 {}
  }

  /// Closes both ends.
  func close() {
    _ = Glibc.close(readEnd)
    _ = Glibc.close(writeEnd)
  }
}
