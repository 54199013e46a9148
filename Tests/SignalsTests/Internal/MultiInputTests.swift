import Signals
import SignalsTesting
import Testing

/// How every operator built on the multi-input funnel releases what feeds it; each test
/// runs once per operator.
@Suite struct MultiInputTests {
  enum Operator: CaseIterable, Sendable {
    case combineLatest
    case zip

    func callAsFunction<Failure>(
      _ a: Signal<Int, Failure>, _ b: Signal<Int, Failure>
    ) -> Signal<(Int, Int), Failure> {
      switch self {
      case .combineLatest: a.combineLatest(with: b)
      case .zip: a.zip(with: b)
      }
    }
  }

  @Test(arguments: Operator.allCases)
  func releasesUpstreamObservationsWhenTheResultIsDisposedAndDropped(operator: Operator) {
    let emitters = [Emitter<Int, Never>(), Emitter<Int, Never>()]
    weak var weakCanary: Canary?
    var observation: (any Disposable)?
    do {
      let canary = Canary()
      weakCanary = canary
      let combined = `operator`(
        holding(canary, emitters[0].signal), holding(canary, emitters[1].signal))
      observation = combined.observeValues { _ in }
    }
    #expect(weakCanary != nil, "an observed result keeps its inputs")
    observation?.dispose()
    #expect(weakCanary == nil)
    withExtendedLifetime(emitters) {}
  }

  @Test(arguments: Operator.allCases)
  func releasesUpstreamObservationsWhenAnUnobservedResultIsDropped(operator: Operator) {
    let emitter = Emitter<Int, Never>()
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      _ = `operator`(emitter.signal, holding(canary, emitter.signal))
    }
    #expect(weakCanary == nil)
    withExtendedLifetime(emitter) {}
  }

  /// The ending input is not the one holding the canary: the operator must release it.
  @Test(arguments: Operator.allCases, TerminalCase.allCases)
  func releasesUpstreamObservationsWhenTheResultTerminates(
    operator: Operator, terminal: TerminalCase
  ) {
    let (ending, endingEmitter) = Signal<Int, TestError>.pipe()
    let (live, liveEmitter) = Signal<Int, TestError>.pipe()
    weak var weakCanary: Canary?
    let combined: Signal<(Int, Int), TestError>
    do {
      let canary = Canary()
      weakCanary = canary
      combined = `operator`(ending, holding(canary, live))
    }
    let recorder = EventRecorder(combined)
    liveEmitter.emit(1)  // Nothing to pair it with: both operators end with `ending`.
    endingEmitter.send(terminal.event())
    #expect(recorder.isTerminated)
    #expect(weakCanary == nil)
    withExtendedLifetime((combined, liveEmitter)) {}
  }

  @Test(arguments: Operator.allCases)
  func deliversNothingAfterItsObservationIsDisposedMidStream(operator: Operator) {
    let (a, aEmitter) = Signal<Int, Never>.pipe()
    let (b, bEmitter) = Signal<Int, Never>.pipe()
    let received = Log<Int>()
    let observation = `operator`(a, b).observeValues { received.append($0.0 * 10 + $0.1) }
    aEmitter.emit(1)
    bEmitter.emit(2)
    observation.dispose()
    aEmitter.emit(3)
    bEmitter.emit(4)
    aEmitter.complete()
    #expect(received.all == [12])
    #expect(observation.isDisposed)
  }
}
