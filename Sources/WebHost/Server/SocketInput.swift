import FlyingSocks

/// What a connection reads, buffered: the HTTP head and then the WebSocket frames come
/// from one buffer, so no byte read past the head is lost.
///
/// It reads at most 4 KiB at a time, and only when its caller asks for more than it
/// holds: the caller decides how much it will take before any of it is read. A buffer
/// read to its end is let go of, so an idle connection holds none.
struct SocketInput {
  private static let chunk = 4096

  let socket: AsyncSocket
  private var buffer: [UInt8] = []
  private var position = 0

  init(socket: AsyncSocket) {
    self.socket = socket
  }

  /// The next byte.
  ///
  /// - Throws: `SocketError.disconnected` at the end of the stream, or the socket's error.
  mutating func byte() async throws -> UInt8 {
    if position == buffer.count { try await refill() }
    let byte = buffer[position]
    consume(1)
    return byte
  }

  /// The next `count` bytes, which the caller has already held to its limit.
  ///
  /// - Throws: `SocketError.disconnected` at the end of the stream, or the socket's error.
  mutating func bytes(_ count: Int) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      if position == buffer.count { try await refill() }
      let taken = min(count - bytes.count, buffer.count - position)
      bytes.append(contentsOf: buffer[position..<position + taken])
      consume(taken)
    }
    return bytes
  }

  private mutating func consume(_ count: Int) {
    position += count
    if position == buffer.count {
      buffer = []
      position = 0
    }
  }

  private mutating func refill() async throws {
    let read = try await socket.read(atMost: Self.chunk)
    guard !read.isEmpty else { throw SocketError.disconnected }
    buffer = read
    position = 0
  }
}
