import Signals
import Testing

/// One thing the leak audit builds, observes and lets go of, over and over.
///
/// A case builds its pipeline from inputs the ``LeakProbe`` keeps, observes it, sends
/// through it and returns the observation. Each kind below — an operator on a signal, on
/// two signals, on a producer — is a one-line entry in a list such as
/// ``LeakCase/signalOperators``.
struct LeakCase: Sendable, CustomTestStringConvertible {
  let name: String
  let build: @Sendable (LeakProbe) -> any Disposable

  var testDescription: String { name }

  init(_ name: String, build: @escaping @Sendable (LeakProbe) -> any Disposable) {
    self.name = name
    self.build = build
  }

  /// Runs one cycle, alternating how it ends: even cycles dispose the observation while
  /// the inputs live on, odd ones release the inputs (which interrupts their signals)
  /// and then drop the observation undisposed. Schedulers run what is left on them only
  /// once the pipeline is let go of: a repeating timer would keep them running for ever.
  ///
  /// - Returns: What survived the cycle, with when it should have been released, and how
  ///   many objects the cycle watched.
  func run(cycle: Int) -> (survivors: [String], watched: Int) {
    let probe = LeakProbe()
    var observation: (any Disposable)? = build(probe)
    probe.dropCanary()
    if cycle.isMultiple(of: 2) {
      observation?.dispose()
      observation = nil
      probe.settle()
      let early = probe.survivingPipeline()
      guard early.isEmpty else {
        return (early.map { "\($0) (alive after disposal)" }, probe.watchedCount)
      }
    }
    withExtendedLifetime(observation) {}
    observation = nil
    let late = probe.releaseInputs()
    return (late.map { "\($0) (alive after the inputs were released)" }, probe.watchedCount)
  }
}

extension LeakCase {
  /// An operator applied to a signal of integers that the probe's pipe feeds.
  static func signal<U, G>(
    _ name: String,
    _ derive: @escaping @Sendable (Signal<Int, AuditError>, Canary, LeakProbe) -> Signal<U, G>
  ) -> LeakCase {
    LeakCase(name) { probe in
      let (signal, emitter) = probe.pipe()
      return observe(derive(signal, probe.canary, probe), probe: probe) {
        for value in 1...3 { emitter.emit(value) }
      }
    }
  }

  /// An operator applied to two signals of integers, which both send.
  static func signals<U, G>(
    _ name: String,
    _ derive:
      @escaping @Sendable (
        Signal<Int, AuditError>, Signal<Int, AuditError>, Canary, LeakProbe
      ) -> Signal<U, G>
  ) -> LeakCase {
    LeakCase(name) { probe in
      let (first, firstEmitter) = probe.pipe()
      let (second, secondEmitter) = probe.pipe()
      return observe(derive(first, second, probe.canary, probe), probe: probe) {
        for value in 1...3 {
          firstEmitter.emit(value)
          secondEmitter.emit(value)
        }
      }
    }
  }

  /// An operator applied to a producer of integers whose runs forward the probe's pipe.
  static func producer<U, G>(
    _ name: String,
    _ derive:
      @escaping @Sendable (SignalProducer<Int, AuditError>, Canary, LeakProbe) -> SignalProducer<
        U, G
      >
  ) -> LeakCase {
    LeakCase(name) { probe in
      let (signal, emitter) = probe.pipe()
      let observer = probe.watch(Canary())
      let run = derive(SignalProducer(signal), probe.canary, probe).start { _ in
        withExtendedLifetime(observer) {}
      }
      for value in 1...3 { emitter.emit(value) }
      return run
    }
  }

  /// Observes `derived`, which must be released with the observation, and sends.
  private static func observe<U, G>(
    _ derived: Signal<U, G>, probe: LeakProbe, sending send: () -> Void
  ) -> any Disposable {
    probe.watch(derived)
    let observer = probe.watch(Canary())
    let observation = derived.observe { _ in withExtendedLifetime(observer) {} }
    send()
    return observation
  }
}
