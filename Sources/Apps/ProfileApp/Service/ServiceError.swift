import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request of a ``ProfileService`` failed, with a ``message`` a user can read.
///
/// Cancellation is not among the cases: a request is cancelled only by interrupting its
/// producer, and an interrupted run sends `interrupted`, never a failure.
///
/// ```swift
/// print(ServiceError.httpStatus(code: 500, path: "/users").message)
/// // Prints "The server answered 500 (internal server error)."
/// ```
public enum ServiceError: Error, Equatable, Sendable {
  /// Nothing accepts connections at `address` (`host:port`): no server runs there, or
  /// one refused the connection.
  case cannotConnect(address: String)
  /// The host `host` cannot be found or the network is down.
  case unreachable(host: String)
  /// The server closed the connection to `path` before it finished answering.
  case connectionClosed(path: String)
  /// The server answered `path` with the HTTP status `code`, outside `200..<300`.
  case httpStatus(code: Int, path: String)
  /// No answer came within `after`, the service's timeout.
  case timedOut(after: Duration)
  /// The answer for `path` is not the JSON the app expects; `reason` says where and how,
  /// such as "[2].address.geo has no “lat”".
  case unexpectedAnswer(path: String, reason: String)
  /// Any other failure of the request, described by `reason`.
  case failed(reason: String)

  /// The failure in plain words, as a failed screen shows it.
  public var message: String {
    switch self {
    case .cannotConnect(let address):
      return "No server answers at \(address) — is it running?"
    case .unreachable(let host):
      return "\(host) cannot be reached — check the address and the network."
    case .connectionClosed(let path):
      return "The server closed the connection before answering \(path)."
    case .httpStatus(let code, let path):
      let status = "The server answered \(code) (\(Self.phrase(forStatus: code)))"
      return code == 404 ? "\(status): it has nothing at \(path)." : "\(status)."
    case .timedOut(let timeout):
      return "The server took longer than \(Self.seconds(timeout)) s to answer."
    case .unexpectedAnswer(let path, let reason):
      return "The server's answer for \(path) is not what the app expects: \(reason)."
    case .failed(let reason):
      return "The request failed: \(reason)"
    }
  }

  /// The reason phrase of an HTTP status, in lower case as a sentence needs it.
  static func phrase(forStatus code: Int) -> String {
    switch code {
    case 400: return "bad request"
    case 401: return "unauthorized"
    case 403: return "forbidden"
    case 404: return "not found"
    case 405: return "method not allowed"
    case 408: return "request timeout"
    case 429: return "too many requests"
    case 500: return "internal server error"
    case 502: return "bad gateway"
    case 503: return "service unavailable"
    case 504: return "gateway timeout"
    default: return HTTPURLResponse.localizedString(forStatusCode: code).lowercased()
    }
  }

  /// A duration in seconds without trailing zeros: "10", "1", "0.5".
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return String(format: "%g", value)
  }
}

extension ServiceError: LocalizedError {
  /// The ``message``, so that `localizedDescription` reads as a user should see it.
  public var errorDescription: String? { message }
}
