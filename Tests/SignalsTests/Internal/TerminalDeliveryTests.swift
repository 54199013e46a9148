import OffThePool
import Testing

@testable import Signals

/// A terminal delivery holds its observers itself unless one of them is disposed through
/// a token handle (`observe`'s disposable), which the signal's state must still be able to
/// find while the event is delivered; the state then holds them, and the delivery borrows
/// them. Either way, an observation disposed during the delivery must not receive the
/// event, and the observers must be let go of outside the signal's lock.
@Suite struct TerminalDeliveryTests {
  @Test func anOperatorsObservationDisposedDuringTheTerminalDeliveryDoesNotReceiveIt() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<String>()
    let second = SerialDisposable()
    let first = signal.observation { event in
      received.append("first \(event)")
      second.dispose()
    }
    second.inner = signal.observation { received.append("second \($0)") }
    emitter.complete()
    #expect(received.all == ["first completed"])
    withExtendedLifetime(first) {}
  }

  @Test func aTokenHandleDisposedDuringTheTerminalDeliveryDoesNotReceiveIt() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<String>()
    let second = SerialDisposable()
    let first = signal.observation { event in
      received.append("first \(event)")
      second.dispose()
    }
    second.inner = signal.observe { received.append("second \($0)") }
    emitter.complete()
    #expect(received.all == ["first completed"])
    withExtendedLifetime(first) {}
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
    let (ending, endingEmitter) = Signal<Int, Never>.pipe()
    var feeding: Emitter<Int, Never>? = Emitter()
    let fed = feeding!.signal
    let signal = Signal<Int, Never> { observer, lifetime in
      lifetime += fed.observe(observer)
      lifetime += ending.observe(observer)
    }
    let received = Log<String>()
    let watch = CanaryWatch()
    // Held by the signal alone, with the last reference to the feeding emitter:
    // released, it completes `fed`, whose completion `signal` forwards to itself.
    _ = signal.observation { [feeding, canary = watch.makeCanary()] event in
      withExtendedLifetime((feeding, canary)) { received.append("\(event)") }
    }
    feeding = nil
    endingEmitter.complete()
    #expect(received.all == ["completed"])
    #expect(!watch.isAlive, "the terminal delivery kept its observer")
  }
}
