import OffThePool
import Testing

@testable import Signals

/// A terminal delivery holds its observers itself unless one of them is disposed through
/// a token handle (`observe`'s disposable), which the signal's state must still be able to
/// find while the event is delivered; the state then holds them, and the delivery borrows
/// them. Either way, an observation disposed during the delivery must not receive the
/// event, and the observers must be let go of outside the signal's lock.
@Suite struct TerminalDeliveryTests {
  /// What two observers receive when the signal completes and the first disposes the
  /// second; `observeSecond` adds the second.
  private func receivedWhenTheFirstDisposesTheSecond(
    observeSecond: (
      Signal<Int, Never>, @escaping @Sendable (Signal<Int, Never>.Event) -> Void
    ) -> any Disposable
  ) -> [String] {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<String>()
    let second = SerialDisposable()
    let first = signal.observation { event in
      received.append("first \(event)")
      second.dispose()
    }
    second.inner = observeSecond(signal) { received.append("second \($0)") }
    emitter.complete()
    withExtendedLifetime(first) {}
    return received.all
  }

  @Test func anOperatorsObservationDisposedDuringTheTerminalDeliveryDoesNotReceiveIt() {
    let received = receivedWhenTheFirstDisposesTheSecond { $0.observation($1) }
    #expect(received == ["first completed"])
  }

  @Test func aTokenHandleDisposedDuringTheTerminalDeliveryDoesNotReceiveIt() {
    let received = receivedWhenTheFirstDisposesTheSecond { $0.observe($1) }
    #expect(received == ["first completed"])
  }

  /// The bag's head is gone, so the state holds the observers, whichever their handles.
  @Test func anOperatorsObservationBehindARemovedHeadReceivesTheTerminalEventOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<String>()
    let head = signal.observation { received.append("head \($0)") }
    let later = signal.observation { received.append("later \($0)") }
    head.dispose()
    emitter.complete()
    emitter.complete()
    #expect(received.all == ["later completed"])
    #expect(later.isDisposed)
  }

  /// The delivery that holds its observers lets go of them after it has delivered,
  /// outside the lock: what they capture may send on the very signal as it goes.
  @Test func anOperatorsObservationReleasedAfterTheTerminalDeliveryMaySendOnTheSignal() {
    var fixture = SelfFeedingSignal()
    let received = Log<String>()
    let watch = CanaryWatch()
    // Held by the signal alone, with the last reference to the feeding emitter.
    _ = fixture.signal.observation {
      [feeding = fixture.feeding, canary = watch.makeCanary()] event in
      withExtendedLifetime((feeding, canary)) { received.append("\(event)") }
    }
    fixture.feeding = nil
    fixture.ending.complete()
    #expect(received.all == ["completed"])
    #expect(!watch.isAlive, "the terminal delivery kept its observer")
  }
}
