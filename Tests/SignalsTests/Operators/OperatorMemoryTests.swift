import Signals
import SignalsTesting
import Testing

/// An operator built around a closure or state that holds a canary.
enum CanaryHoldingOperator: CaseIterable, Sendable {
  case filter
  case compactMap
  case mapError
  case scanClosure
  case scanAccumulator
  case reduce
  case skipRepeats
  case takeWhile
  case skipWhile
  case on
  case logEvents
  case takeFirstUpstream
  case takeUntilUpstream
  case takeDuringUpstream
  case collectUpstream
  case materializeUpstream

  /// Derives a signal whose machinery holds `canary`, and observes it.
  ///
  /// The structural operators have no closure of their own, so the canary sits in a
  /// `filter` upstream of them: it is released only if they let go of their upstream.
  func observe(_ signal: Signal<Int, TestError>, holding canary: Canary) -> ObservedDerivation {
    let holds: @Sendable (Int) -> Bool = { _ in withExtendedLifetime(canary) { true } }
    switch self {
    case .filter: return ObservedDerivation(signal.filter(holds))
    case .compactMap: return ObservedDerivation(signal.compactMap { holds($0) ? $0 : nil })
    case .mapError:
      return ObservedDerivation(
        signal.mapError { error in
          withExtendedLifetime(canary) { OtherError(description: "\(error)") }
        })
    case .scanClosure:
      return ObservedDerivation(signal.scan(0) { sum, value in holds(value) ? sum : 0 })
    case .scanAccumulator: return ObservedDerivation(signal.scan(into: canary) { _, _ in })
    case .reduce:
      return ObservedDerivation(signal.reduce(0) { sum, value in holds(value) ? sum : 0 })
    case .skipRepeats: return ObservedDerivation(signal.skipRepeats { first, _ in !holds(first) })
    case .takeWhile: return ObservedDerivation(signal.take(while: holds))
    case .skipWhile: return ObservedDerivation(signal.skip(while: holds))
    case .on: return ObservedDerivation(signal.on(value: { _ = holds($0) }))
    case .logEvents:
      return ObservedDerivation(signal.logEvents(logger: { _ in withExtendedLifetime(canary) {} }))
    case .takeFirstUpstream: return ObservedDerivation(signal.filter(holds).take(first: 5))
    case .takeUntilUpstream:
      return ObservedDerivation(signal.filter(holds).take(until: Signal<Void, Never>.never))
    case .takeDuringUpstream: return ObservedDerivation(signal.filter(holds).take(during: .forever))
    case .collectUpstream: return ObservedDerivation(signal.filter(holds).collect(count: 5))
    case .materializeUpstream: return ObservedDerivation(signal.filter(holds).materialize())
    }
  }
}

/// An observed derived signal that a test lets go of one step at a time.
final class ObservedDerivation {
  private var derived: AnyObject?
  private let observation: any Disposable

  init<Value, Failure>(_ derived: Signal<Value, Failure>) {
    self.derived = derived
    observation = derived.observe { _ in }
  }

  func dispose() {
    observation.dispose()
  }

  func drop() {
    derived = nil
  }
}

/// In which order a test lets go of an observed derived signal.
enum LettingGo: CaseIterable, Sendable {
  case disposeThenDrop
  case dropThenDispose
}

@Suite struct OperatorMemoryTests {
  @Test(arguments: CanaryHoldingOperator.allCases, LettingGo.allCases)
  func releasesWhatItHoldsOnceDisposedAndDroppedWhileTheEmitterLivesOn(
    derivation: CanaryHoldingOperator, lettingGo: LettingGo
  ) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let watch = CanaryWatch()
    let observed = derivation.observe(signal, holding: watch.makeCanary())
    emitter.emit(1)
    #expect(watch.isAlive)
    switch lettingGo {
    case .disposeThenDrop:
      observed.dispose()
      #expect(watch.isAlive)
      observed.drop()
    case .dropThenDispose:
      observed.drop()
      #expect(watch.isAlive)
      observed.dispose()
    }
    #expect(!watch.isAlive)
    withExtendedLifetime(emitter) {}
  }
}
