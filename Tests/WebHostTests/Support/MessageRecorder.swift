import Signals
import WebHost

/// What a session sent.
typealias MessageRecorder = Recorder<ServerMessage>

/// Keeps what was sent or logged and lets a test wait for an item, with a time limit that
/// only bounds a failure.
final class Recorder<Item: Sendable>: Sendable {
  private struct Waiter {
    let match: @Sendable (Item) -> Bool
    let continuation: CheckedContinuation<Item?, Never>
  }

  private struct State {
    var messages: [Item] = []
    var waiters: [Int: Waiter] = [:]
    var nextWaiter = 0
  }

  private let state = Locked.make(State())

  /// What was recorded, oldest first.
  var messages: [Item] { state.withLock { $0.messages } }

  /// Records `message`, waking the waiters it matches.
  func record(_ message: Item) {
    let woken = state.withLock { state -> [Waiter] in
      state.messages.append(message)
      let matching = state.waiters.filter { $0.value.match(message) }
      for key in matching.keys { state.waiters[key] = nil }
      return Array(matching.values)
    }
    for waiter in woken { waiter.continuation.resume(returning: message) }
  }

  /// The first message, already sent or still to come, that `match` accepts; `nil` when
  /// none came within `seconds`.
  func first(
    within seconds: Int = 10, where match: @escaping @Sendable (Item) -> Bool
  ) async -> Item? {
    await withTaskGroup(of: Item?.self) { group in
      let key = state.withLock { state in
        defer { state.nextWaiter += 1 }
        return state.nextWaiter
      }
      group.addTask {
        await withCheckedContinuation { continuation in
          let found = self.state.withLock { state -> Item? in
            if let sent = state.messages.first(where: match) { return sent }
            state.waiters[key] = Waiter(match: match, continuation: continuation)
            return nil
          }
          if let found { continuation.resume(returning: found) }
        }
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(seconds))
        let waiter = self.state.withLock { $0.waiters.removeValue(forKey: key) }
        waiter?.continuation.resume(returning: nil)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      // The other task ends at once: the sleep is cancelled, or the waiter was resumed.
      if first != nil {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: key) }
        waiter?.continuation.resume(returning: nil)
      }
      return first
    }
  }

}

extension Recorder where Item == ServerMessage {
  /// The screens sent, oldest first.
  var screens: [ScreenState] {
    messages.compactMap { if case .screen(let screen) = $0 { screen } else { nil } }
  }

  /// The reasons of the refusals sent, oldest first.
  var rejections: [String] {
    messages.compactMap { if case .rejected(let reason) = $0 { reason } else { nil } }
  }

  /// The first screen that `match` accepts, as ``first(within:where:)``.
  func screen(
    within seconds: Int = 10, where match: @escaping @Sendable (ScreenState) -> Bool
  ) async -> ScreenState? {
    let message = await first(within: seconds) { message in
      if case .screen(let screen) = message { match(screen) } else { false }
    }
    if case .screen(let screen) = message { return screen }
    return nil
  }
}

extension WebSession {
  /// Waits until the UI thread has run everything waiting there, and what that work
  /// queued in turn, `rounds` deep.
  func settle(rounds: Int = 4) async {
    for _ in 0..<rounds {
      await withCheckedContinuation { continuation in
        scheduler.schedule { continuation.resume() }
      }
    }
  }

  /// Performs `action` and waits until the session has settled after it.
  func act(_ action: UserAction) async {
    handle(action)
    await settle()
  }
}
