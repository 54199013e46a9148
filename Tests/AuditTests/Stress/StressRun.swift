import Foundation
import Signals
import Synchronization
import Testing

/// One value a stress thread sends: which thread, and how many it sent before.
struct Sent: Sendable, Equatable {
  let sender: Int
  let index: Int

  /// The value as one integer, for operators of integers.
  var encoded: Int { sender * 1_000_000 + index }

  init(sender: Int, index: Int) {
    self.sender = sender
    self.index = index
  }

  init(encoded: Int) {
    self.init(sender: encoded / 1_000_000, index: encoded % 1_000_000)
  }
}

/// Watches what a stressed pipeline delivers: its values, its terminal event, and whether
/// two deliveries ever overlapped.
final class StressRun<Value: Sendable>: Sendable {
  private let values = Locked.make([Value]())
  private let isDelivering = Atomic(false)
  private let overlaps = Atomic(0)
  private let terminals = Atomic(0)
  private let ended = DispatchSemaphore(value: 0)

  /// Everything delivered so far, in order.
  var delivered: [Value] { values.withLock { $0 } }

  /// Observes `signal` for the rest of the run.
  func observe<Failure>(_ signal: Signal<Value, Failure>) {
    signal.observe { [self] event in
      watch {
        switch event {
        case .value(let value): values.withLock { $0.append(value) }
        case .failed, .completed, .interrupted:
          terminals.add(1, ordering: .relaxed)
          ended.signal()
        }
      }
    }
  }

  /// Records `value` as delivered, inside a watched delivery.
  func record(_ value: Value) {
    watch { values.withLock { $0.append(value) } }
  }

  /// Waits, boundedly, for the terminal event.
  func waitForTheEnd(sourceLocation: SourceLocation = #_sourceLocation) {
    let result = ended.wait(timeout: .now() + .seconds(60))
    #expect(result == .success, "no terminal event within a minute", sourceLocation: sourceLocation)
  }

  /// Expects serial deliveries, and `terminalCount` terminal events.
  func expectSerial(terminalCount: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(overlaps.load(ordering: .acquiring) == 0, sourceLocation: sourceLocation)
    #expect(terminals.load(ordering: .acquiring) == terminalCount, sourceLocation: sourceLocation)
  }

  private func watch(_ body: () -> Void) {
    if isDelivering.exchange(true, ordering: .acquiringAndReleasing) {
      overlaps.add(1, ordering: .relaxed)
    }
    body()
    isDelivering.store(false, ordering: .releasing)
  }
}

/// Runs `body` on `count` new threads — not the cooperative pool, which blocking starves —
/// and waits, boundedly, until every one has returned.
func onThreads(
  _ count: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @Sendable (_ thread: Int) -> Void
) {
  let finished = DispatchSemaphore(value: 0)
  for thread in 0..<count {
    Thread {
      body(thread)
      finished.signal()
    }.start()
  }
  for _ in 0..<count {
    let result = finished.wait(timeout: .now() + .seconds(120))
    #expect(result == .success, "a sending thread did not finish", sourceLocation: sourceLocation)
  }
}

/// Expects `values` to hold, for each sender, exactly its sends `0..<count` in order —
/// or, with `prefixes`, some first part of them.
func expectEachSendersOrder(
  _ values: [Sent], senders: Int, count: Int, prefixes: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var next = [Int](repeating: 0, count: senders)
  var inOrder = true
  for value in values {
    if value.index != next[value.sender] { inOrder = false }
    next[value.sender] = value.index + 1
  }
  #expect(inOrder, "a sender's values were reordered or lost", sourceLocation: sourceLocation)
  if !prefixes {
    #expect(next == [Int](repeating: count, count: senders), sourceLocation: sourceLocation)
  }
}
