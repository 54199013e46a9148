import Foundation
import ProfileServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The status and JSON body of `GET path` on `server`, bounded by a ten-second timeout.
func get(_ path: String, on server: ProfileServer) async throws -> (status: Int, json: Any) {
  var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
  request.timeoutInterval = 10
  request.cachePolicy = .reloadIgnoringLocalCacheData
  let (data, response) = try await URLSession.shared.data(for: request)
  let status = (response as? HTTPURLResponse)?.statusCode ?? 0
  return (status, try JSONSerialization.jsonObject(with: data))
}

/// The objects of a JSON array, or none if `json` is something else.
func objects(_ json: Any) -> [[String: Any]] {
  json as? [[String: Any]] ?? []
}
