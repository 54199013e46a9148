import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns the error `URLSession` reports for one request into the ``ServiceError`` a user
/// reads: what went wrong, named with the request's address, path and timeout.
struct FailureMapping: Sendable {
  /// The request's URL, whose host and port name a server that cannot be reached.
  let url: URL
  /// The request's path below the base URL, such as `/users/3`.
  let path: String
  /// The timeout the request was sent with.
  let timeout: Duration

  /// The service error for `error`, a failure of the transport (not of HTTP or JSON).
  func error(for error: any Error) -> ServiceError {
    guard let error = error as? URLError else {
      return .failed(reason: error.localizedDescription)
    }
    switch error.code {
    case .cannotConnectToHost:
      // Refused, or nothing routes to the port: either way no server takes the request.
      return .cannotConnect(address: address)
    case .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .internationalRoamingOff, .dataNotAllowed:
      return .unreachable(host: url.host ?? url.absoluteString)
    case .timedOut:
      return .timedOut(after: timeout)
    case .networkConnectionLost, .badServerResponse:
      // A connection closed before any answer: Apple platforms report it as lost, Linux
      // (curl's "empty reply from server") as a bad server response.
      return .connectionClosed(path: path)
    case .unknown where error.localizedDescription.hasPrefix("transfer closed"):
      // Closed in the middle of the answer: Linux passes curl's "transfer closed with n
      // bytes remaining to read" on as an unknown error, with no code of its own.
      return .connectionClosed(path: path)
    default:
      return .failed(reason: error.localizedDescription)
    }
  }

  /// `host:port` of the request, with the scheme's port when the URL has none.
  private var address: String {
    let host = url.host ?? url.absoluteString
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    return "\(host):\(port)"
  }
}
