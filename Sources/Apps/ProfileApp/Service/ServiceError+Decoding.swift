extension ServiceError {
  /// The ``unexpectedAnswer(path:reason:)`` for an answer to `path` that did not decode:
  /// where in the JSON it went wrong, and how, in a few words.
  static func unexpectedAnswer(path: String, decodingError error: any Error) -> ServiceError {
    guard let error = error as? DecodingError else {
      return .unexpectedAnswer(path: path, reason: "\(error)")
    }
    let reason: String
    switch error {
    case .keyNotFound(let key, let context):
      reason = "\(describe(context.codingPath)) has no “\(key.stringValue)”"
    case .typeMismatch(let type, let context):
      reason = "\(describe(context.codingPath)) is not \(describe(type))"
    case .valueNotFound(let type, let context):
      reason = "\(describe(context.codingPath)) is null instead of \(describe(type))"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      reason = "it is not JSON"
    case .dataCorrupted(let context):
      reason = "\(describe(context.codingPath)) is malformed"
    @unknown default:
      reason = "\(error)"
    }
    return .unexpectedAnswer(path: path, reason: reason)
  }

  /// A coding path as a reader of the JSON would write it: `[2].address.geo`.
  private static func describe(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "the answer" }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  /// A JSON type, as the text of a message names it.
  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "text"
    case is Int.Type, is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    case is [Any].Type: return "a list"
    case is [String: Any].Type: return "an object"
    default:
      let name = "\(type)"
      return name.hasPrefix("Array") ? "a list" : name.hasPrefix("Dictionary") ? "an object" : name
    }
  }
}
