import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ProducerMemoryTests {
  @Test(.cpuBound) func startAndInterruptCyclesOfAChainLeaveNothingAlive() {
    let watch = CanaryWatch()
    let holdsCanary: @Sendable (Canary) -> SignalProducer<Int, Never> = { canary in
      SignalProducer<Int, Never> { observer, lifetime in
        lifetime.observeEnded { withExtendedLifetime(canary) {} }
        observer.emit(1)
      }
      .map { $0 + 1 }
      .filter { _ in withExtendedLifetime(canary) { true } }
      .flatMap(.latest) { SignalProducer(value: $0) }
      .take(first: 10)
    }
    let kept = Counter()
    for _ in 0..<100_000 {
      let disposable = holdsCanary(watch.makeCanary()).startWithValues { _ in kept.increment() }
      disposable.dispose()
    }
    #expect(!watch.isAlive)
    #expect(kept.value == 100_000)
  }

  @Test func aRunReleasesItsObserverWhenItEnds() {
    let watch = CanaryWatch()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    do {
      let canary = watch.makeCanary()
      signal.producer.startWithValues { _ in withExtendedLifetime(canary) {} }
    }
    #expect(watch.isAlive)
    emitter.complete()
    #expect(!watch.isAlive)
  }

  /// The leak audit's case in a few microseconds: a run's disposable kept after the run
  /// ended, by completing or by being interrupted, must not keep its observer.
  @Test(arguments: [false, true])
  func aRunKeptAfterItEndedHoldsNoObserver(interrupted: Bool) {
    let watch = CanaryWatch()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let run: any Disposable
    do {
      let canary = watch.makeCanary()
      run = signal.producer.startWithValues { _ in withExtendedLifetime(canary) {} }
    }
    if interrupted { run.dispose() } else { emitter.complete() }
    #expect(!watch.isAlive, "the kept run still holds its observer")
    withExtendedLifetime(run) {}
  }

  @Test func aRunEndedEarlyDownstreamReleasesTheSourcesWork() {
    let watch = CanaryWatch()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    do {
      let canary = watch.makeCanary()
      SignalProducer<Int, Never> { observer, lifetime in
        lifetime += signal.observeValues { value in
          withExtendedLifetime(canary) { observer.emit(value) }
        }
      }.take(first: 1).start()
    }
    #expect(watch.isAlive)
    emitter.emit(1)
    #expect(!watch.isAlive)
  }
}

@Suite struct ProducerEndedAtStartMemoryTests {
  /// `take(first: 0)` ends the run while the run's operators are still being attached;
  /// an operator attached after it that can end early (`dematerialize()`) puts a gate
  /// that holds the run into the observer the run then kept, for ever.
  @Test(arguments: [false, true])
  func aRunEndedWhileItsOperatorsWereAttachedReleasesThem(emits: Bool) {
    let watch = CanaryWatch()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    do {
      let canary = watch.makeCanary()
      let run = SignalProducer(signal)
        .map { value in withExtendedLifetime(canary) { value } }
        .materialize()
        .dematerialize()
        .take(first: 0)
        .start { _ in }
      if emits { emitter.emit(1) }
      run.dispose()
    }
    #expect(!watch.isAlive)
    withExtendedLifetime(emitter) {}
  }
}
