import Signals
import SignalsTesting
import Testing

/// Builds a derived signal whose closures capture `canary`.
struct DerivedSignal: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable (Signal<Int, Never>, Canary) -> Signal<Int, Never>

  var testDescription: String { name }

  static let all: [DerivedSignal] = [
    DerivedSignal(name: "map") { signal, canary in
      signal.map { _ in withExtendedLifetime(canary) { 1 } }
    },
    DerivedSignal(name: "filter") { signal, canary in
      signal.filter { _ in withExtendedLifetime(canary) { true } }
    },
    DerivedSignal(name: "map.filter.scan") { signal, canary in
      signal.map { $0 + 1 }.filter { _ in withExtendedLifetime(canary) { true } }.scan(0, +)
    },
    DerivedSignal(name: "take(until:)") { signal, canary in
      signal.map { _ in withExtendedLifetime(canary) { 1 } }.take(until: Signal<Void, Never>.never)
    },
  ]
}

@Suite struct MemoryTests {
  @Test(arguments: DerivedSignal.all)
  func disposingAndDroppingADerivedSignalReleasesItsUpstreamObservation(derived: DerivedSignal) {
    let emitter = Emitter<Int, Never>()
    weak var weakCanary: Canary?
    var disposable: (any Disposable)?
    do {
      let canary = Canary()
      weakCanary = canary
      var signal: Signal<Int, Never>? = derived.make(emitter.signal, canary)
      disposable = signal?.observeValues { _ in }
      signal = nil
    }
    emitter.emit(1)
    #expect(weakCanary != nil, "an observed derived signal stays alive")
    disposable?.dispose()
    #expect(weakCanary == nil)
    emitter.emit(2)
  }

  @Test(arguments: DerivedSignal.all)
  func droppingAnUnobservedDerivedSignalReleasesItsUpstreamObservation(derived: DerivedSignal) {
    let emitter = Emitter<Int, Never>()
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      _ = derived.make(emitter.signal, canary)
    }
    #expect(weakCanary == nil)
  }

  @Test(arguments: TerminalCase.allCases)
  func terminationReleasesObserversAndTheirCaptures(terminal: TerminalCase) {
    let emitter = Emitter<Int, TestError>()
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      emitter.signal.map { $0 }.observe { _ in withExtendedLifetime(canary) {} }
    }
    #expect(weakCanary != nil)
    emitter.send(terminal.event())
    #expect(weakCanary == nil)
  }

  @Test func releasingTheEmitterReleasesObservers() {
    var emitter: Emitter<Int, Never>? = Emitter()
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      emitter?.signal.observeValues { _ in withExtendedLifetime(canary) {} }
    }
    emitter = nil
    #expect(weakCanary == nil)
  }

  @Test func onReceptionStopReleasesTheObserver() {
    let emitter = Emitter<Int, Never>()
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      emitter.signal.onReception § once § { _ in withExtendedLifetime(canary) {} }
    }
    emitter.emit(1)
    #expect(weakCanary == nil)
  }
}
