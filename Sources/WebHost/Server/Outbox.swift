import FlyingFox
import FlyingSocks
import Foundation
import ServerThreads
import Signals

/// The frames a WebSocket connection has to write to its browser, written in the order
/// they were sent from any thread, and a bound on how many bytes of them may wait.
///
/// A frame sent while none waits is written at once, on the sender's thread, as far as
/// the system's buffer takes it; what it cannot take waits, and a task writes while
/// frames wait and ends when none do. So an action's screen reaches the socket with no
/// thread hop, and an idle connection has no writer, and no writer's memory.
///
/// A browser that stops reading with its socket open would otherwise make the server
/// keep every screen sent to it. Once more than ``limit`` bytes wait to be written, the
/// connection is shut and the event logged, and what is sent after is dropped; the
/// session waits for its page as after any dropped connection, and a resume sends the
/// whole screen again, so nothing the user did is lost.
///
/// Every close frame sent starts the connection's wait for the browser's answer (see
/// ``ConnectionDeadline/beginClosing(within:waitingFor:)``): a browser that reads nothing
/// cannot hold the connection open by leaving the close unwritten. A close frame is the
/// last one written.
final class Outbox: Sendable {
  /// How many bytes may wait to be written, beyond what the system's socket buffer holds:
  /// 1 MiB, some thousands of screens.
  static let limit = 1 << 20

  private let state = Locked.make(State())
  private let limit: Int
  private let deadline: ConnectionDeadline
  private let log: @Sendable (String) -> Void
  private let socket: AsyncSocket

  /// A frame, or what of it the system has not taken yet.
  private struct Waiting {
    let bytes: Data
    /// Whether it is a close frame, the last one written.
    let isClose: Bool
  }

  private struct State {
    var frames: [Waiting] = []
    /// The bytes of `frames` and of the frame being written.
    var bytes = 0
    /// Whether frames sent are dropped: the outbox finished, went over its limit, wrote
    /// a close frame, or a write failed.
    var isClosed = false
    /// Whether a task is writing; it ends when no frame waits.
    var isWriting = false
    /// Whether nothing more is written: a close frame was, or a write failed.
    var hasEnded = false
    /// Who waits in ``drained()``.
    var drained: [CheckedContinuation<Void, Never>] = []

    /// Nothing more is written, and what waits is dropped.
    mutating func end() {
      hasEnded = true
      isClosed = true
      frames = []
    }
  }

  /// - Parameters:
  ///   - limit: How many bytes may wait to be written.
  ///   - deadline: The connection's time limits: a close frame starts the wait for its
  ///     answer, and going over the limit shuts the connection.
  ///   - log: Receives a line when the limit shuts the connection.
  ///   - socket: The connection's socket, which the frames are written to.
  init(
    limit: Int = Outbox.limit, deadline: ConnectionDeadline,
    log: @escaping @Sendable (String) -> Void, socket: AsyncSocket
  ) {
    self.limit = limit
    self.deadline = deadline
    self.log = log
    self.socket = socket
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
    enum Next {
      case none
      case write
      case over(Int)
    }
    let isClose = frame.first == 0x88
    let next = state.withLock { state -> Next in
      guard !state.isClosed else { return .none }
      var rest = frame
      if !state.isWriting {
        // Under the lock, so that no frame sent meanwhile is written before this one.
        switch writeNow(frame) {
        case .all:
          if isClose { state.end() }
          return .none
        case .failed:
          state.end()
          return .none
        case .part(let part): rest = part
        }
      }
      state.bytes += rest.count
      guard state.bytes <= limit else {
        state.isClosed = true
        state.frames = []
        return .over(state.bytes)
      }
      state.frames.append(Waiting(bytes: rest, isClose: isClose))
      guard !state.isWriting else { return .none }
      state.isWriting = true
      return .write
    }
    switch next {
    case .none: break
    case .write: Task(executorPreference: ThreadPoolExecutor.web) { [self] in await writeWaiting() }
    case .over(let bytes):
      log(
        "closed a WebSocket: \(bytes) bytes waited to be written, over the \(limit)-byte "
          + "limit; the browser is not reading")
      deadline.shut()
    }
  }

  private enum WriteNow {
    /// The system took the whole frame.
    case all
    /// It took only the start of the frame, or none of it: the rest.
    case part(Data)
    /// The connection broke.
    case failed
  }

  /// Writes what of `frame` the system's buffer takes now, without waiting.
  private func writeNow(_ frame: Data) -> WriteNow {
    do {
      let end = try socket.socket.write(frame, from: frame.startIndex)
      return end == frame.endIndex ? .all : .part(frame[end...])
    } catch SocketError.blocked {
      return .part(frame)
    } catch {
      return .failed
    }
  }

  /// Writes the frames waiting, in order, until none does.
  private func writeWaiting() async {
    while true {
      let (next, woken) = state.withLock {
        state -> (Waiting?, [CheckedContinuation<Void, Never>]) in
        guard !state.hasEnded, !state.frames.isEmpty else {
          state.isWriting = false
          defer { state.drained = [] }
          return (nil, state.drained)
        }
        return (state.frames.removeFirst(), [])
      }
      guard let next else {
        for waiter in woken { waiter.resume() }
        return
      }
      let written = (try? await socket.write(next.bytes)) != nil
      state.withLock { state in
        state.bytes -= next.bytes.count
        if !written || next.isClose { state.end() }
      }
    }
  }

  /// Drops what is sent from now on; what waits is still written.
  func finish() {
    state.withLock { $0.isClosed = true }
  }

  /// Returns once no frame waits to be written, or none can be.
  func drained() async {
    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
      let isDrained = state.withLock { state in
        guard state.isWriting else { return true }
        state.drained.append(waiter)
        return false
      }
      if isDrained { waiter.resume() }
    }
  }
}
