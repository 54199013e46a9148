import FlyingFox
import Foundation
import Signals

/// The frames a WebSocket connection has to write to its browser, in the order they were
/// sent from any thread, and a bound on how many bytes of them may wait.
///
/// A browser that stops reading with its socket open would otherwise make the server
/// keep every screen sent to it. Once more than ``limit`` bytes wait to be written, the
/// connection is shut and the event logged, and what is sent after is dropped; the
/// session waits for its page as after any dropped connection, and a resume sends the
/// whole screen again, so nothing the user did is lost.
///
/// Every close frame sent starts the connection's wait for the browser's answer (see
/// ``ConnectionDeadline/beginClosing(within:)``): a browser that reads nothing cannot
/// hold the connection open by leaving the close unwritten.
final class Outbox: Sendable {
  /// How many bytes may wait to be written, beyond what the system's socket buffer holds:
  /// 1 MiB, some thousands of screens.
  static let limit = 1 << 20

  /// The frames to write, in order; it ends with ``finish()``.
  let frames: AsyncStream<Data>
  private let continuation: AsyncStream<Data>.Continuation
  private let waiting = Locked.make(Waiting())
  private let limit: Int
  private let deadline: ConnectionDeadline
  private let log: @Sendable (String) -> Void

  private struct Waiting {
    var bytes = 0
    /// Whether frames sent are dropped: the outbox finished, or went over its limit.
    var isClosed = false
  }

  init(
    limit: Int = Outbox.limit, deadline: ConnectionDeadline,
    log: @escaping @Sendable (String) -> Void
  ) {
    (frames, continuation) = AsyncStream<Data>.makeStream()
    self.limit = limit
    self.deadline = deadline
    self.log = log
  }

  /// Queues `message` for the browser, as one unmasked frame.
  func send(_ message: WSMessage) {
    if case .close = message {
      // Counted from before the frame is written: a browser that reads nothing more
      // leaves the write waiting, and the limit shuts that too.
      deadline.beginClosing(within: WebSocketConnection.closeAnswerTimeout)
    }
    send(frame: WebSocketConnection.frame(message))
  }

  /// Queues `frame` as it is, such as a pong.
  func send(frame: Data) {
    let over = waiting.withLock { waiting -> Int? in
      guard !waiting.isClosed else { return nil }
      waiting.bytes += frame.count
      guard waiting.bytes <= limit else {
        waiting.isClosed = true
        return waiting.bytes
      }
      // Under the lock: frames from two threads are written in the order they were counted.
      continuation.yield(frame)
      return nil
    }
    guard let over else { return }
    continuation.finish()
    log(
      "closed a WebSocket: \(over) bytes waited to be written, over the \(limit)-byte limit; "
        + "the browser is not reading")
    deadline.shut()
  }

  /// Notes that `frame`, sent before, has been written.
  func written(_ frame: Data) {
    waiting.withLock { $0.bytes -= frame.count }
  }

  /// Ends the frames once those queued are written; what is sent after is dropped.
  func finish() {
    waiting.withLock { $0.isClosed = true }
    continuation.finish()
  }
}
