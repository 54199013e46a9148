import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket on a loopback port the system chooses, for tests that need a port in use
/// or one with nothing on it.
enum LoopbackSocket {
  /// Binds a socket to a free loopback port and, if `listening`, listens on it.
  ///
  /// - Returns: The socket, which the caller closes, and its port.
  static func bind(listening: Bool) throws -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw EndToEndError("socket() failed: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        Glibc.bind(descriptor, address, length) == 0
          && (!listening || listen(descriptor, 1) == 0)
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw EndToEndError("bind() or listen() failed: errno \(errno)")
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// A loopback port that was free a moment ago: bound, read, and closed.
  static func freePort() throws -> UInt16 {
    let (descriptor, port) = try bind(listening: false)
    close(descriptor)
    return port
  }
}
