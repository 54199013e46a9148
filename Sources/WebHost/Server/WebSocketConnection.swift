import FlyingFox
import FlyingSocks
import Foundation

/// A WebSocket on a connection that has switched protocols: reads the browser's frames
/// with a ``FrameReader`` and hands each message to a ``SocketEndpoint``'s receiver, on
/// the connection's task, and writes what the endpoint sends through its ``Outbox``,
/// whose task writes only while frames wait.
///
/// A refused frame is logged and answered with a close frame of its code, such as 1009
/// (Message Too Big), and nothing more is read; the receiver is told the messages ended.
/// Whenever the server sends a close frame — a refusal, or the endpoint closing the
/// socket — the browser has ``closeAnswerTimeout`` to answer it, or to close its end,
/// before the connection is shut and the event logged; so has a browser that closed to
/// take the server's last frames. A browser that reads nothing while more than
/// ``Outbox/limit`` bytes wait for it loses the connection (see ``Outbox``).
struct WebSocketConnection {
  /// How long the browser has to answer a close frame the server sent, as a browser does
  /// at once, before the server shuts the connection anyway.
  static let closeAnswerTimeout = Duration.seconds(5)

  let socket: AsyncSocket
  let log: @Sendable (String) -> Void
  /// The connection's time limits: on the first message if `awaitsFirstMessage`, and on
  /// the answer to the server's close.
  let deadline: ConnectionDeadline
  /// Whether the first message must come within the deadline's limit, as a resume must.
  var awaitsFirstMessage = false
  /// How many bytes may wait to be written to the browser.
  var outgoingLimit = Outbox.limit

  /// Runs until the browser closes, the connection breaks or a frame is refused, and
  /// what was sent before is written.
  ///
  /// - Parameter input: The connection's input after the upgrade request's head.
  func run(_ input: SocketInput, endpoint: any SocketEndpoint) async {
    let outbox = Outbox(limit: outgoingLimit, deadline: deadline, log: log, socket: socket)
    var receiver = endpoint.open(outbox)
    // Read on this task, and hand each message over here: every task costs an idle
    // session its allocator's slabs. The outbox writes on the sender's thread, and on a
    // task of its own only while frames wait.
    await read(input, into: &receiver, answering: outbox)
    receiver.end()
    // The browser has a while to take what is left, as it has to answer a close.
    deadline.beginClosing(
      within: Self.closeAnswerTimeout, waitingFor: "the browser to take the last frames")
    outbox.finish()
    await outbox.drained()
  }

  private func read(
    _ input: SocketInput, into receiver: inout any SocketReceiver, answering outbox: Outbox
  ) async {
    var input = input
    var reader = FrameReader(limit: WebProtocol.maximumMessageSize)
    var waiting = awaitsFirstMessage ? deadline : nil
    while true {
      do {
        let event = try await reader.next(from: &input)
        if case .message = event {
          waiting?.end()
          waiting = nil
        }
        switch event {
        case .message(.close(let code)):
          receiver.receive(.close(code))
          // The answer to the browser's own close, which needs none back.
          outbox.send(frame: Self.frame(.close(code)))
          return
        case .message(let message): receiver.receive(message)
        case .ping(let payload): outbox.send(frame: Self.frame(opcode: 0xA, payload: payload))
        case .pong: continue
        }
      } catch let refusal as FrameReader.Refusal {
        log("closed a WebSocket (\(refusal.code.code)): \(refusal.code.reason)")
        receiver.receive(.close(refusal.code))
        outbox.send(.close(refusal.code))
        return
      } catch {
        // The connection broke: what waits is dropped once a write fails.
        return
      }
    }
  }

  /// A server frame, unmasked, holding `message` whole.
  static func frame(_ message: WSMessage) -> Data {
    switch message {
    case .text(let text): frame(opcode: 0x1, payload: Array(text.utf8))
    case .data(let data): frame(opcode: 0x2, payload: Array(data))
    case .close(let code):
      frame(
        opcode: 0x8,
        payload: [UInt8(code.code >> 8), UInt8(code.code & 0xFF)]
          + Array(code.reason.utf8.prefix(123)))
    }
  }

  private static func frame(opcode: UInt8, payload: [UInt8]) -> Data {
    var frame = Data([0x80 | opcode])
    switch payload.count {
    case ..<126: frame.append(UInt8(payload.count))
    case ...0xFFFF:
      frame.append(126)
      frame.append(contentsOf: [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
    default:
      frame.append(127)
      frame.append(contentsOf: (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) })
    }
    frame.append(contentsOf: payload)
    return frame
  }
}
