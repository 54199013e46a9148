import Signals
import SignalsTesting
import Testing

/// One way of observing an `Int` signal that an emitter feeds, with an observer that
/// captures a canary.
struct KeptObservation: Sendable, CustomTestStringConvertible {
  let name: String
  let observe: @Sendable (Emitter<Int, TestError>, Canary) -> any Disposable

  var testDescription: String { name }

  static let all: [KeptObservation] = [
    KeptObservation(name: "observe") { emitter, canary in
      emitter.signal.observe { _ in withExtendedLifetime(canary) {} }
    },
    KeptObservation(name: "observe(Observer)") { emitter, canary in
      emitter.signal.observe(Signal.Observer { _ in withExtendedLifetime(canary) {} })
    },
    KeptObservation(name: "observeValues") { emitter, canary in
      emitter.signal.observeValues { _ in withExtendedLifetime(canary) {} }
    },
    KeptObservation(name: "onReception") { emitter, canary in
      emitter.signal.onReception { _ in withExtendedLifetime(canary) { .continue } }
    },
    KeptObservation(name: "map.observe") { emitter, canary in
      emitter.signal.map { $0 + 1 }.observe { _ in withExtendedLifetime(canary) {} }
    },
  ]
}

/// An observation of a source that replays its current value to each new observer, with
/// an observer that captures a canary.
struct KeptReplayingObservation: Sendable, CustomTestStringConvertible {
  let name: String
  /// Observes a new source; returns it, for the test to keep alive, and the disposable.
  let observe: @Sendable (Canary) -> (source: any Sendable, observation: any Disposable)

  var testDescription: String { name }

  static let all: [KeptReplayingObservation] = [
    KeptReplayingObservation(name: "MutableProperty.observeValues") { canary in
      let property = MutableProperty(0)
      return (property, property.observeValues { _ in withExtendedLifetime(canary) {} })
    },
    KeptReplayingObservation(name: "ResultSignal.subscribe") { canary in
      let results = ResultSignal<Int, TestError>()
      return (results, results.subscribe { _ in withExtendedLifetime(canary) {} })
    },
  ]
}

/// An observation disposable kept after the observation ended — disposed, or its signal
/// terminated — does not keep the observer alive: a view that stores the disposable of
/// an observer that captures the view would otherwise never be freed.
@Suite struct KeptObservationTests {
  @Test(arguments: KeptObservation.all)
  func aDisposedObservationReleasesItsObserverWhileTheDisposableIsKept(
    observation: KeptObservation
  ) {
    let emitter = Emitter<Int, TestError>()
    weak var weakCanary: Canary?
    var kept: (any Disposable)?
    do {
      let canary = Canary()
      weakCanary = canary
      kept = observation.observe(emitter, canary)
    }
    #expect(weakCanary != nil, "an active observation keeps its observer")
    kept?.dispose()
    #expect(kept?.isDisposed == true)
    #expect(weakCanary == nil)
  }

  @Test(arguments: KeptObservation.all)
  func anObservationOfAnEndedSignalReleasesItsObserverWhileTheDisposableIsKept(
    observation: KeptObservation
  ) {
    let emitter = Emitter<Int, TestError>()
    weak var weakCanary: Canary?
    var kept: (any Disposable)?
    do {
      let canary = Canary()
      weakCanary = canary
      kept = observation.observe(emitter, canary)
    }
    emitter.complete()
    #expect(kept?.isDisposed == true)
    #expect(weakCanary == nil)
  }

  @Test(arguments: KeptReplayingObservation.all)
  func aReplayingObservationReleasesItsObserverOnceDisposedWhileKept(
    observation: KeptReplayingObservation
  ) {
    weak var weakCanary: Canary?
    var kept: (source: any Sendable, observation: any Disposable)?
    do {
      let canary = Canary()
      weakCanary = canary
      kept = observation.observe(canary)
    }
    kept?.observation.dispose()
    #expect(weakCanary == nil)
    withExtendedLifetime(kept?.source) {}
  }

  @Test func disposingAKeptObservationTwiceChangesNothing() {
    let emitter = Emitter<Int, TestError>()
    let received = Locked.make([Int]())
    let kept = emitter.signal.observeValues { value in received.withLock { $0.append(value) } }
    emitter.emit(1)
    kept.dispose()
    kept.dispose()
    emitter.emit(2)
    #expect(received.withLock { $0 } == [1])
    #expect(kept.isDisposed)
  }
}
