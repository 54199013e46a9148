import Dispatch
import OffThePool
import Signals
import Testing

/// A send delivers to a signal's first observer without retaining it: an observer removed
/// while a drain may be delivering to it is retired, and let go of by the drain once it
/// has delivered. Removed from inside its own delivery or from another thread, such an
/// observer must stay alive until the delivery ends, and be released after it, never
/// kept. (The sanitizers' CI runs check the first half; these tests the second.)
@Suite struct LentHeadTests {
  @Test func anObserverThatDisposesItselfIsReleasedOnceItsDeliveryEnds() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let watch = CanaryWatch()
    let received = Log<Int>()
    let observation = SerialDisposable()
    observation.inner = signal.observeValues { [canary = watch.makeCanary()] value in
      withExtendedLifetime(canary) { received.append(value) }
      observation.dispose()
      // Retired, not released: the observer's closure, running now, is still whole.
      withExtendedLifetime(canary) { received.append(-value) }
    }
    emitter.emit(1)
    #expect(received.all == [1, -1])
    #expect(!watch.isAlive, "the drain kept the observer it retired")
    emitter.emit(2)
    #expect(received.all == [1, -1])
  }

  @Test func anObserverDisposedByAnotherDuringTheDeliveryIsReleasedAfterIt() {
    let property = MutableProperty(0)
    let watch = CanaryWatch()
    let first = property.signal.observeValues { [canary = watch.makeCanary()] _ in
      withExtendedLifetime(canary) {}
    }
    let second = property.signal.observeValues { value in
      if value == 1 { first.dispose() }
    }
    property.value = 1
    #expect(!watch.isAlive, "the drain kept the observer it retired")
    second.dispose()
  }

  @Test func aSignalWhoseOnlyObserverLeavesDuringADeliveryIsIdleAfterIt() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<Int>()
    let observation = SerialDisposable()
    observation.inner = signal.observeValues { value in
      received.append(value)
      observation.dispose()
    }
    emitter.emit(1)
    // The drain took the lock to let go of the retired observer; it must end idle, so
    // that a new observer gets the next send before `emit` returns.
    let later = signal.observeValues { received.append($0) }
    emitter.emit(2)
    #expect(received.all == [1, 2])
    later.dispose()
  }

  /// A terminal delivery lends its observers, which the signal holds until it ends: it
  /// must let go of them outside its lock, as what they capture may send on the signal.
  @Test func anObserverReleasedAfterTheTerminalDeliveryMaySendOnTheSignal() {
    var fixture = SelfFeedingSignal()
    let received = Log<String>()
    // The observer holds the last reference to the feeding emitter.
    fixture.signal.observe { [feeding = fixture.feeding] event in
      withExtendedLifetime(feeding) { received.append("\(event)") }
    }
    fixture.feeding = nil
    fixture.ending.complete()
    #expect(received.all == ["completed"])
  }

  @Test(.cpuBound) func observersComingAndGoingWhileAnotherThreadSendsAreAllReleased() {
    let property = MutableProperty(0)
    let observers = 2_000
    let released = Counter()
    let sent = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for value in 1...20_000 {
          property.value = value
          sent.increment()
        }
      } else {
        for _ in 0..<observers {
          let canary = CountedCanary(released)
          let observation = property.signal.observeValues { _ in withExtendedLifetime(canary) {} }
          observation.dispose()
        }
      }
    }
    // Every drain has returned, and a drain that had observers retired took the lock to
    // let go of them before it finished.
    #expect(sent.value == 20_000)
    #expect(released.value == observers, "observers retired and never released")
  }
}

/// Counts its own release.
private final class CountedCanary: Sendable {
  private let released: Counter

  init(_ released: Counter) {
    self.released = released
  }

  deinit {
    released.increment()
  }
}
