import FlyingSocks
import Foundation

/// What `WebServer.run` tells the user when the server starts, or cannot.
enum ServerMessages {
  /// Whether `address` is the unspecified address, which listens on every address of the
  /// machine and is no address to open: `0.0.0.0` or `::`, however IPv6 spells it. The
  /// empty string is no address at all.
  static func isEveryAddress(_ address: String) -> Bool {
    // "::" has no groups between its colons: an address of zeros needs a colon, not a group.
    address == "0.0.0.0"
      || (address.contains(":")
        && address.split(separator: ":").allSatisfy { Int($0, radix: 16) == 0 })
  }

  /// The line that says where to open the app: `url`, which is reachable from here, and
  /// when listening on every address, that other machines reach it by this one's address.
  static func listening(program: String, url: URL, address: String, port: UInt16) -> String {
    guard isEveryAddress(address) else {
      return "\(program): open \(url) in a browser; Ctrl-C stops the server"
    }
    return "\(program): listening on every address of this machine (\(address)) on port "
      + "\(port): open \(url) in a browser here, or this machine's name or address with "
      + "port \(port) from another; Ctrl-C stops the server"
  }

  /// Why the server could not start on `address` and `port` (0 for one the system picks),
  /// in words, with what to do: a port in use, an address not this machine's, or the
  /// system's own reason. `option` is the command line's option that chooses the port.
  static func cannotStart(
    _ error: any Error, address: String, port: UInt16, option: String = "--port"
  ) -> String {
    let place = port == 0 ? address : "\(address) port \(port)"
    guard case SocketError.failed(_, let code, let message) = error else {
      return "cannot serve on \(place): \(error)"
    }
    switch code {
    case EADDRINUSE:
      return "port \(port) is already in use on \(address); choose another with \(option), "
        + "or leave \(option) out for a free one"
    case EADDRNOTAVAIL:
      return "\(address) is not an address of this machine; leave --bind out for "
        + "127.0.0.1, or use 0.0.0.0 for every address"
    case EACCES:
      return "port \(port) is not open to this user (ports below 1024 often need "
        + "privileges); choose another with \(option)"
    default:
      let reason = message.isEmpty ? String(cString: strerror(code)) : message
      return "cannot serve on \(place): \(reason)"
    }
  }
}
