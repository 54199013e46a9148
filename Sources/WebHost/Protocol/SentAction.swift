import Foundation

/// A message of the page as the session takes it: the action, or why it is not one, and
/// the sequence number the page gave it, if it gave one.
///
/// The number is what lets the page send an action again after a dropped socket without
/// the session applying it twice: the session applies each number once, in increasing
/// order, and acknowledges it (see <doc:Protocol>). A page that numbers nothing is served
/// as before.
struct SentAction {
  /// The page's number for the message, from 1; `nil` when the page gave none.
  let sequence: Int?
  /// The action, or why the message is not one.
  let action: Result<UserAction, WebProtocolError>

  /// Reads `text`, as ``WebProtocol/decodeAction(_:)`` does, and its `sequence`.
  ///
  /// A message that is not JSON, or whose `sequence` is not an integer, has no number;
  /// one whose number is good but whose action is not still has it, so that the page
  /// hears it was received.
  init(decoding text: String) {
    let size = text.utf8.count
    guard size <= WebProtocol.maximumMessageSize else {
      sequence = nil
      action = .failure(
        WebProtocolError(
          "a message of \(size) bytes is over the \(WebProtocol.maximumMessageSize)-byte limit"))
      return
    }
    // One decoding for both, as every keystroke comes this way.
    do {
      let numbered = try JSONDecoder().decode(Numbered.self, from: Data(text.utf8))
      sequence = numbered.sequence
      action = numbered.action.mapError(WebProtocol.malformed)
    } catch {
      sequence = nil
      action = .failure(WebProtocol.malformed(error))
    }
  }

  /// A JSON object read as an action, and its `sequence` apart, so that a number survives
  /// an action that does not.
  private struct Numbered: Decodable {
    private enum CodingKeys: String, CodingKey { case sequence }

    let sequence: Int?
    let action: Result<UserAction, any Error>

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      sequence = try? container.decodeIfPresent(Int.self, forKey: .sequence)
      action = Result { try UserAction(from: decoder) }
    }
  }
}
