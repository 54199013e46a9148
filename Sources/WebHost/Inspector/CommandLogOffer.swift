import Foundation
import Signals

/// The command log an inspector server offers its page, once the app hands it one: read
/// by the page's route and its WebSocket, set by ``InspectorServer/offerCommandLog(_:)``.
final class CommandLogOffer: Sendable {
  /// The log's JSON, made when asked; `nil` until the app offers a log.
  private let jsonData = Locked<(@Sendable () throws -> Data)?>.make(nil)

  /// Whether the app offers a log.
  var isOffered: Bool { jsonData.withLock { $0 != nil } }

  /// Offers the log that `jsonData` writes, replacing the one offered before.
  func offer(_ jsonData: @escaping @Sendable () throws -> Data) {
    self.jsonData.withLock { $0 = jsonData }
  }

  /// The log's JSON as it is now, or `nil` when none is offered.
  ///
  /// - Throws: The error of writing the log.
  func data() throws -> Data? {
    // Called outside the lock: writing the log is the app's code.
    guard let jsonData = jsonData.withLock({ $0 }) else { return nil }
    return try jsonData()
  }
}
