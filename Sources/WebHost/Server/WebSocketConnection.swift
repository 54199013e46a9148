import FlyingFox
import FlyingSocks
import Foundation

/// A WebSocket on a connection that has switched protocols: reads the browser's frames
/// with a ``FrameReader``, hands its messages to a `WSMessageHandler`, and writes the
/// handler's messages back: the reading on the connection's task, the forwarding and
/// the writing on a task each.
///
/// A refused frame is logged and answered with a close frame of its code, such as 1009
/// (Message Too Big), and nothing more is read; the handler sees the close as the end of
/// its messages. When the handler closes the socket, the browser has
/// ``closeAnswerTimeout`` to answer the close frame, or to close its end, before the
/// connection is shut and the event logged.
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

  /// Runs until the browser closes, the connection breaks or a frame is refused.
  ///
  /// - Parameter input: The connection's input after the upgrade request's head.
  func run(_ input: SocketInput, handler: any WSMessageHandler) async {
    let (fromBrowser, toHandler) = AsyncStream<WSMessage>.makeStream()
    let (toSend, toWrite) = AsyncStream<Data>.makeStream()
    guard let fromHandler = try? await handler.makeMessages(for: fromBrowser) else { return }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await frame in toSend {
          guard (try? await socket.write(frame)) != nil else { break }
          // A close frame is the last one sent.
          if frame.first == 0x88 { break }
        }
      }
      group.addTask {
        for await message in fromHandler {
          // Counted from before the frame is written: a browser that reads nothing more
          // leaves the write waiting, and the limit shuts that too.
          if case .close = message { deadline.beginClosing(within: Self.closeAnswerTimeout) }
          toWrite.yield(Self.frame(message))
        }
        toWrite.finish()
      }
      // Read on this task rather than a child of its own: a task fewer per session, and
      // its allocator's slabs, about 2 KiB of each idle session's memory.
      await read(input, into: toHandler, answering: toWrite)
      toHandler.finish()
    }
  }

  private func read(
    _ input: SocketInput, into messages: AsyncStream<WSMessage>.Continuation,
    answering answers: AsyncStream<Data>.Continuation
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
          messages.yield(.close(code))
          answers.yield(Self.frame(.close(code)))
          return
        case .message(let message): messages.yield(message)
        case .ping(let payload): answers.yield(Self.frame(opcode: 0xA, payload: payload))
        case .pong: continue
        }
      } catch let refusal as FrameReader.Refusal {
        log("closed a WebSocket (\(refusal.code.code)): \(refusal.code.reason)")
        messages.yield(.close(refusal.code))
        answers.yield(Self.frame(.close(refusal.code)))
        return
      } catch {
        // The connection broke: nothing more can be written either.
        answers.finish()
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
