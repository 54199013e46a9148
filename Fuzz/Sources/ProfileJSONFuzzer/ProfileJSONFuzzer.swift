import Foundation
import FuzzSupport
import ProfileApp

/// Fuzzes the decoding of the profile service's answers: every body the server could send,
/// read as each of the four answers the app asks for.
///
/// A body either decodes, and then the value encoded and decoded again is the same value,
/// or it is an unexpected answer naming the request's path, with a reason in words: never
/// a crash, another error, or a reason that is a dump of Swift's own error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let body = Data(fuzzInput(start, count))
  checkDecoding([User].self, of: body, path: "/users")
  checkDecoding(User.self, of: body, path: "/users/3")
  checkDecoding([Post].self, of: body, path: "/users/3/posts")
  checkDecoding([Comment].self, of: body, path: "/posts/7/comments")
  return 0
}

private func checkDecoding<Value: Codable & Equatable>(
  _ type: Value.Type, of body: Data, path: String
) {
  switch HTTPProfileService.decodeAnswer(type, from: body, path: path) {
  case .success(let value):
    let encoded = try? JSONEncoder().encode(value)
    let decoded = encoded.flatMap {
      try? HTTPProfileService.decodeAnswer(type, from: $0, path: path).get()
    }
    check(decoded == value, "a decoded value encodes and decodes to itself") {
      "\(String(decoding: body, as: UTF8.self).debugDescription) → \(value)"
    }
  case .failure(let error):
    guard case .unexpectedAnswer(let failedPath, let reason) = error else {
      return check(false, "a body that does not decode is an unexpected answer") { "\(error)" }
    }
    check(failedPath == path, "an unexpected answer names the path") { "\(error)" }
    check(
      !reason.isEmpty && !reason.contains("DecodingError") && !reason.contains("Context("),
      "an unexpected answer says why in words"
    ) { "\(String(decoding: body, as: UTF8.self).debugDescription) → \(reason)" }
    check(error.message.contains(path) && error.message.contains(reason), "the message says both") {
      error.message
    }
  }
}
