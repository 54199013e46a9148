import FlyingFox
import Foundation

/// Reads a browser's WebSocket messages frame by frame, holding each message to a limit
/// as each frame's header is read.
///
/// A frame that would take its message past the limit — one frame announcing 50 MB, or
/// continuation frames adding up — is refused before a byte of its payload is read, so
/// refusing it costs no memory and no reading. FlyingFox's own reader reads a whole frame
/// before anyone sees it, which is why the web host reads its frames itself.
struct FrameReader {
  /// What a read brings: a message, or a control frame to answer.
  enum Event: Equatable {
    case message(WSMessage)
    case ping([UInt8])
    case pong
  }

  /// Why a client's frames were refused: the close code to send, whose reason is logged.
  struct Refusal: Error, Equatable {
    let code: WSCloseCode

    static func tooBig(_ reason: String) -> Refusal {
      Refusal(code: WSCloseCode(WSCloseCode.messageTooBig.code, reason: reason))
    }

    static func protocolError(_ reason: String) -> Refusal {
      Refusal(code: WSCloseCode(WSCloseCode.protocolError.code, reason: reason))
    }
  }

  /// The largest message accepted, in bytes.
  let limit: Int
  /// The message begun by a frame without FIN: its opcode and the payload so far.
  private var partial: (opcode: UInt8, payload: [UInt8])?

  init(limit: Int) {
    self.limit = limit
  }

  /// Reads frames until one completes a message or is a control frame.
  ///
  /// - Throws: ``Refusal`` for a frame that breaks the limit or the protocol, read no
  ///   further than its header; the socket's error when the connection broke.
  mutating func next(from input: inout SocketInput) async throws -> Event {
    while true {
      let first = try await input.byte()
      let second = try await input.byte()
      let (fin, opcode) = (first & 0x80 != 0, first & 0x0F)
      guard first & 0x70 == 0 else { throw Refusal.protocolError("reserved bits set") }
      guard second & 0x80 != 0 else { throw Refusal.protocolError("an unmasked frame") }
      let length = try await Self.length(second & 0x7F, from: &input)
      if opcode >= 0x8 {
        guard fin, length <= 125 else {
          throw Refusal.protocolError("a control frame fragmented or over 125 bytes")
        }
        let payload = try await Self.payload(of: Int(length), from: &input)
        switch opcode {
        case 0x8: return .message(.close(Self.closeCode(payload)))
        case 0x9: return .ping(payload)
        case 0xA: return .pong
        default: throw Refusal.protocolError("an unknown control opcode \(opcode)")
        }
      }
      let begun = try begin(opcode)
      // Held to the limit before the payload is read, with no arithmetic that overflows.
      guard length <= UInt64(limit - begun.payload.count) else {
        let total = UInt64(begun.payload.count).addingReportingOverflow(length).partialValue
        throw Refusal.tooBig(
          "a message of \(fin ? "" : "at least ")\(total) bytes is over the \(limit)-byte limit")
      }
      var payload = begun.payload
      payload.append(contentsOf: try await Self.payload(of: Int(length), from: &input))
      guard fin else {
        partial = (begun.opcode, payload)
        continue
      }
      partial = nil
      return .message(try Self.message(opcode: begun.opcode, payload: payload))
    }
  }

  /// The message that a data frame of `opcode` continues or begins.
  private mutating func begin(_ opcode: UInt8) throws -> (opcode: UInt8, payload: [UInt8]) {
    switch (opcode, partial) {
    case (0x0, let begun?):
      partial = nil
      return begun
    case (0x0, nil):
      throw Refusal.protocolError("a continuation frame with no message begun")
    case (0x1, nil), (0x2, nil):
      return (opcode, [])
    case (0x1, _?), (0x2, _?):
      throw Refusal.protocolError("a new message before the last one ended")
    default:
      throw Refusal.protocolError("an unknown opcode \(opcode)")
    }
  }

  private static func message(opcode: UInt8, payload: [UInt8]) throws -> WSMessage {
    guard opcode == 0x1 else { return .data(Data(payload)) }
    guard let text = String(validating: payload, as: UTF8.self) else {
      throw Refusal(
        code: WSCloseCode(WSCloseCode.invalidFramePayload.code, reason: "text that is not UTF-8"))
    }
    return .text(text)
  }

  private static func length(_ short: UInt8, from input: inout SocketInput) async throws -> UInt64 {
    let extra = short == 126 ? 2 : short == 127 ? 8 : 0
    guard extra > 0 else { return UInt64(short) }
    return try await input.bytes(extra).reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Reads a masked payload of `length` bytes, already held to the limit, and unmasks it.
  private static func payload(of length: Int, from input: inout SocketInput) async throws
    -> [UInt8]
  {
    let mask = try await input.bytes(4)
    var payload = try await input.bytes(length)
    for index in payload.indices { payload[index] ^= mask[index % 4] }
    return payload
  }

  private static func closeCode(_ payload: [UInt8]) -> WSCloseCode {
    guard payload.count >= 2 else { return .noStatusReceived }
    return WSCloseCode(
      UInt16(payload[0]) << 8 | UInt16(payload[1]),
      reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
  }
}
