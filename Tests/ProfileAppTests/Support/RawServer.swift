import Foundation
import Signals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A server on a raw loopback socket that misbehaves in one way, for the failures the
/// embedded server cannot produce: it never answers, closes the connection without an
/// answer, or answers with a body of the test's choosing.
///
/// Every connection is served on its own thread and given up after three minutes without
/// data, and the server stops accepting after three minutes without a connection, so a
/// test that goes wrong still ends.
final class RawServer: Sendable {
  enum Behavior: Sendable {
    /// Reads the request, then waits, and reports when the client closes the connection.
    case neverAnswers
    /// Reads the request and closes the connection without a byte of answer.
    case closesWithoutAnswer
    /// Answers `200 OK` with `body` as JSON.
    case answers(body: String)
    /// Starts a `200 OK` answer of 100 bytes and closes the connection after ten.
    case closesMidAnswer
  }

  /// The port the server listens on, on `127.0.0.1`.
  let port: UInt16
  /// One element per request read in full; finishes when the server stops accepting.
  let requests: AsyncStream<Void>
  /// For ``Behavior/neverAnswers``: one element per connection, `true` when the client
  /// closed it, `false` when it was still open after three minutes; finishes when the
  /// server stops accepting.
  let clientClosures: AsyncStream<Bool>

  private let listener: Int32
  /// Whether `listener` is still open: once closed, its number may belong to another
  /// socket of the process, which `stop` must then not shut down.
  private let isOpen = Locked<Bool>.make(true)
  private let behavior: Behavior
  private let closures: AsyncStream<Bool>.Continuation
  private let received: AsyncStream<Void>.Continuation

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  init(_ behavior: Behavior) throws {
    (listener, port) = try Self.makeListener()
    self.behavior = behavior
    (clientClosures, closures) = AsyncStream.makeStream(of: Bool.self)
    (requests, received) = AsyncStream.makeStream(of: Void.self)
    Thread { [self] in acceptConnections() }.start()
  }

  /// Stops accepting connections; connections already accepted end on their own.
  func stop() {
    // Wakes the accepting thread, which then closes the socket.
    isOpen.withLock { isOpen in
      if isOpen { _ = shutdown(listener, Int32(SHUT_RDWR)) }
    }
  }

  /// A port on `127.0.0.1` that nothing listens on: bound, noted, then closed.
  static func closedPort() throws -> UInt16 {
    let (socket, port) = try makeListener()
    _ = close(socket)
    return port
  }

  private func acceptConnections() {
    defer {
      isOpen.withLock { isOpen in
        isOpen = false
        _ = close(listener)
      }
      received.finish()
      closures.finish()
    }
    var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
    while poll(&waiting, 1, 180_000) > 0 {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { _ = close(connection) }
    // A GET has no body: its end is the blank line after the headers.
    var request = [UInt8]()
    while !request.suffix(4).elementsEqual([13, 10, 13, 10]) {
      guard let chunk = read(connection), !chunk.isEmpty else { return }
      request += chunk
    }
    received.yield()
    switch behavior {
    case .neverAnswers:
      closures.yield(read(connection)?.isEmpty ?? false)
    case .closesWithoutAnswer:
      return
    case .answers(let body):
      write(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)",
        to: connection)
    case .closesMidAnswer:
      write(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100\r\n\r\n[{\"id\": 1,", to: connection)
    }
  }

  private func write(_ text: String, to connection: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count, 0) }
  }

  /// Up to 4 KiB from `connection`, empty at its end, or nil after three minutes without data.
  private func read(_ connection: Int32) -> [UInt8]? {
    var ready = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 180_000) > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = recv(connection, &buffer, buffer.count, 0)
    return count <= 0 ? [] : Array(buffer[..<count])
  }

  private static func makeListener() throws -> (socket: Int32, port: UInt16) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    var length = size
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, size) == 0 && listen(listener, 16) == 0
          && getsockname(listener, $0, &length) == 0
      }
    }
    guard bound else {
      _ = close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    return (listener, UInt16(bigEndian: address.sin_port))
  }
}
