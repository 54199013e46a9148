import FlyingSocks
import Foundation
import WebHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal WebSocket client for the server tests, over loopback: it sends masked text
/// frames, as a browser does, and records every message the server sends.
///
/// FlyingFox's own client functions are internal, and Foundation's WebSocket task is not
/// dependable on Linux; RFC 6455's client side is small enough to write here.
final class WebSocketClient: Sendable {
  /// What the server sent, decoded.
  let messages = MessageRecorder()
  /// Every text message the server sent, as it was sent.
  let texts = Recorder<String>()
  /// Records `true` when the connection ended.
  let closed = Recorder<Bool>()
  /// Records the server's close frame, if it sent one.
  let closeFrames = Recorder<CloseFrame>()
  /// Records the payload of each pong the server sent.
  let pongs = Recorder<Data>()

  private let socket: AsyncSocket

  private init(socket: AsyncSocket) {
    self.socket = socket
  }

  /// Opens a WebSocket to `path` on the server at `port`.
  ///
  /// - Parameters:
  ///   - origin: The `Origin` header, the server's own by default; `nil` sends none.
  ///   - reads: Whether the client reads what the server sends; one that does not records
  ///     nothing, as a browser that stopped reading with its socket open.
  /// - Returns: The client, reading, or the HTTP status that refused it.
  static func connect(
    port: UInt16, path: String = "/socket", origin: String? = "own", reads: Bool = true
  ) async throws -> Result<WebSocketClient, HTTPRefusal> {
    let socket = try await ClientPool.connect(port: port)
    let host = "127.0.0.1:\(port)"
    var request =
      "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin == "own" ? "http://\(host)" : origin)\r\n" }
    try await socket.write(Data((request + "\r\n").utf8))
    let head = try await readHead(socket)
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    guard status == 101 else {
      try? socket.close()
      return .failure(HTTPRefusal(status: status))
    }
    let client = WebSocketClient(socket: socket)
    if reads { Task { await client.read() } }
    return .success(client)
  }

  /// Sends `action` as the page does.
  func send(_ action: UserAction) async throws {
    try await send(text: String(decoding: try JSONEncoder().encode(action), as: UTF8.self))
  }

  /// Sends a text message.
  func send(text: String) async throws {
    try await socket.write(Self.frame(opcode: 0x1, payload: Data(text.utf8)))
  }

  /// Sends a binary message.
  func send(binary: Data) async throws {
    try await socket.write(Self.frame(opcode: 0x2, payload: binary))
  }

  /// Sends a frame's header and only `sent` bytes of its payload: the frame announces
  /// `length` bytes, and the server must refuse it before the rest could come.
  func send(
    opcode: UInt8 = 0x1, fin: Bool = true, announcing length: Int, sending sent: Data
  ) async throws {
    try await socket.write(Self.frame(opcode: opcode, fin: fin, length: length, payload: sent))
  }

  /// Sends `bytes` as they are, such as a frame a browser would never send.
  func send(raw bytes: Data) async throws {
    try await socket.write(bytes)
  }

  /// Sends a ping carrying `payload`.
  func ping(_ payload: Data) async throws {
    try await socket.write(Self.frame(opcode: 0x9, payload: payload))
  }

  /// Sends a close frame with `code`, and keeps reading until the server answers.
  func sendClose(code: UInt16) async throws {
    let payload = Data([UInt8(code >> 8), UInt8(code & 0xFF)])
    try await socket.write(Self.frame(opcode: 0x8, payload: payload))
  }

  /// Sends `text` in frames of the sizes `sizes` say, in bytes of UTF-8: a text frame,
  /// then continuation frames, the last with FIN.
  func send(text: String, inFragmentsOf sizes: [Int]) async throws {
    var rest = Data(text.utf8)
    for (index, size) in sizes.enumerated() {
      let isLast = index == sizes.count - 1
      let chunk = isLast ? rest : rest.prefix(size)
      rest = rest.dropFirst(chunk.count)
      try await socket.write(
        Self.frame(
          opcode: index == 0 ? 0x1 : 0x0, fin: isLast, length: chunk.count, payload: chunk))
    }
  }

  /// Closes the connection as a tab that closes does: a close frame, then the socket.
  func close() async {
    try? await socket.write(Self.frame(opcode: 0x8, payload: Data([0x03, 0xE8])))
    await drop()
  }

  /// Ends the connection with no close frame, as a dropped network does, and returns once
  /// the client has stopped reading.
  ///
  /// It shuts the socket down before closing it: a descriptor closed while its read waits
  /// in the pool could be another test's new connection by the time the read wakes, which
  /// would then read that connection's bytes.
  func drop() async {
    _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_RDWR))
    _ = await closed.first { $0 }
    try? socket.close()
  }

  /// Whether the server ended the connection after its close frame, waiting for the end:
  /// `true` once a read finds the end of the stream, `false` if a byte comes instead.
  ///
  /// The client answers no close: this is how a client that never does sees the server
  /// give up on it.
  func socketEnded() async -> Bool {
    _ = await closed.first { $0 }
    do {
      _ = try await socket.read()
      return false
    } catch {
      return true
    }
  }

  /// Records the server's messages until the connection ends.
  private func read() async {
    var message = Data()
    while let (fin, opcode, payload) = try? await readFrame() {
      if opcode == 0x8 {
        closeFrames.record(CloseFrame(payload))
        break
      }
      if opcode == 0xA {
        pongs.record(payload)
        continue
      }
      message.append(payload)
      guard fin else { continue }
      if opcode == 0x1 || opcode == 0x0 { texts.record(String(decoding: message, as: UTF8.self)) }
      if let decoded = try? JSONDecoder().decode(ServerMessage.self, from: message) {
        messages.record(decoded)
      }
      message = Data()
    }
    closed.record(true)
  }

  private func readFrame() async throws -> (fin: Bool, opcode: UInt8, payload: Data) {
    let head = try await socket.read(bytes: 2)
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      length = try await socket.read(bytes: 2).reduce(0) { $0 << 8 | Int($1) }
    } else if length == 127 {
      length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | Int($1) }
    }
    let payload = try await socket.read(bytes: length)
    return (head[0] & 0x80 != 0, head[0] & 0x0F, Data(payload))
  }

  private static func readHead(_ socket: AsyncSocket) async throws -> String {
    var bytes: [UInt8] = []
    while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
      bytes.append(try await socket.read())
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A masked frame, as a client must send.
  private static func frame(opcode: UInt8, payload: Data) -> Data {
    frame(opcode: opcode, fin: true, length: payload.count, payload: payload)
  }

  /// A masked frame whose header announces `length` bytes, with `payload` after it.
  private static func frame(opcode: UInt8, fin: Bool, length: Int, payload: Data) -> Data {
    var frame = Data([(fin ? 0x80 : 0) | opcode])
    if length < 126 {
      frame.append(0x80 | UInt8(length))
    } else if length <= 0xFFFF {
      frame.append(0x80 | 126)
      frame.append(contentsOf: [UInt8(length >> 8), UInt8(length & 0xFF)])
    } else {
      frame.append(0x80 | 127)
      frame.append(contentsOf: (0..<8).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) })
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame.append(contentsOf: mask)
    frame.append(contentsOf: payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    return frame
  }
}

/// The close frame a server sent: its code and reason.
struct CloseFrame: Equatable, Sendable {
  let code: UInt16
  let reason: String

  init(_ payload: Data) {
    let bytes = Array(payload)
    code = bytes.count >= 2 ? UInt16(bytes[0]) << 8 | UInt16(bytes[1]) : 1005
    reason = String(decoding: bytes.dropFirst(2), as: UTF8.self)
  }
}

/// The HTTP status a server answered instead of switching to a WebSocket.
struct HTTPRefusal: Error, Equatable {
  let status: Int
}

/// The status of `GET path` on the server at `port`, read from a raw connection.
func httpStatus(of path: String, port: UInt16) async throws -> Int {
  let socket = try await ClientPool.connect(port: port)
  defer { try? socket.close() }
  try await socket.write(
    Data("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
  var line: [UInt8] = []
  while line.last != 10 { line.append(try await socket.read()) }
  return Int(String(decoding: line, as: UTF8.self).split(separator: " ")[1]) ?? 0
}

/// The socket pool of the tests' clients: one that polls.
///
/// FlyingSocks' default client pool uses epoll, which forgets a socket the moment it is
/// closed; when the system hands the same descriptor to a new socket, as dozens of
/// parallel tests make it do, the pool fails to update what it believes it registered.
/// `poll` keeps no registration in the kernel, so the tests' sockets come and go freely.
enum ClientPool {
  private static let shared = Task<SocketPool<Poll>, any Error> {
    let pool: SocketPool<Poll> = .poll()
    try await pool.prepare()
    Task { try await pool.run() }
    return pool
  }

  /// A socket connected to the server at `port` on loopback.
  static func connect(port: UInt16) async throws -> AsyncSocket {
    try await AsyncSocket.connected(
      to: try .inet(ip4: "127.0.0.1", port: port), pool: try await shared.value)
  }
}
