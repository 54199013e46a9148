import Signals

extension LeakCase {
  /// Producer operators and chains, each started on a producer whose runs forward the
  /// probe's pipe.
  static let producerChains: [LeakCase] = [
    .producer("producer map/filter/scan") { producer, canary, _ in
      producer.map(canary.keep).filter(canary.always).scan(0, +)
    },
    .producer("producer take/skip/skipRepeats") { producer, canary, _ in
      producer.filter(canary.always).skip(first: 1).skipRepeats().take(first: 5)
    },
    .producer("producer ended at once below an operator that can end early") {
      producer, canary, _ in
      producer.filter(canary.always).materialize().dematerialize().take(first: 0)
    },
    .producer("producer flatMap(.latest) of producers") { producer, canary, _ in
      producer.flatMap(.latest) { SignalProducer<Int, AuditError>(values: [canary.keep($0), $0]) }
    },
    .producer("producer flatMap(.concat) of a never-ending pipe") { producer, canary, probe in
      let inner = probe.pipe().0
      return producer.flatMap(.concat) { _ in SignalProducer(canary.keep(inner)) }
    },
    .producer("producer combineLatest/zip/merge") { producer, canary, _ in
      let other = SignalProducer<Int, AuditError>(values: [1, 2]).filter(canary.always)
      return producer.combineLatest(with: other).zip(with: producer).map { $0.0.0 }
        .merge(with: other)
    },
    .producer("producer concat/prefix/then") { producer, canary, _ in
      SignalProducer(value: 0).concat(producer.filter(canary.always)).prefix(value: -1)
        .then(SignalProducer<Int, AuditError>(value: 9))
    },
    .producer("producer take(until:) a producer") { producer, canary, probe in
      producer.filter(canary.always).take(until: SignalProducer(probe.neverFailingPipe().0))
    },
    .producer("producer retry/flatMapError") { producer, canary, _ in
      producer.filter(canary.always).retry(upTo: 2)
        .flatMapError { _ in SignalProducer<Int, Never>.empty }
    },
    .producer("producer replayLazily") { producer, canary, _ in
      let replayed = producer.filter(canary.always).replayLazily(upTo: 2)
      return replayed.merge(with: replayed)
    },
    .producer("producer start(on:)/observe(on:)") { producer, canary, probe in
      producer.filter(canary.always).start(on: probe.scheduler()).observe(on: probe.scheduler())
    },
    .producer("producer delay/debounce/throttle") { producer, canary, probe in
      let scheduler = probe.scheduler()
      return producer.filter(canary.always).delay(.seconds(1), on: scheduler)
        .debounce(.seconds(1), on: scheduler).throttle(.seconds(1), on: scheduler)
    },
    .producer("producer materialize/on/logEvents") { producer, canary, _ in
      producer.on(value: { _ = canary.keep($0) }).logEvents { _ in }.materialize()
        .dematerialize()
    },
    .producer("producer withLatest/sample") { producer, canary, probe in
      let other = probe.neverFailingPipe().0
      return producer.filter(canary.always).withLatest(from: other).sample(
        on: SignalProducer(probe.neverFailingPipe(Void.self).0))
    },
    .producer("producer lazyMap(on:) into lazy producers") { producer, canary, probe in
      producer.filter(canary.always).lazyMap(on: probe.scheduler()) { $0 + 1 }
        .flatMap(.concat) { value in SignalProducer<Int, AuditError> { value } }
    },
    .producer("producer combineLatest/zip of a list, with an empty sentinel") {
      producer, canary, _ in
      SignalProducer.combineLatest([producer.filter(canary.always)], emptySentinel: [])
        .zip(with: SignalProducer.zip([producer], emptySentinel: []))
        .map { $0.0.first ?? 0 }
    },
    .producer("SignalProducer.timer") { producer, canary, probe in
      producer.filter(canary.always).take(
        until: SignalProducer.timer(interval: .seconds(1), on: probe.scheduler()))
    },
    // Nothing to dispose: a run whose signal is neither observed nor kept must end by
    // itself when startWithSignal returns, and let go of what its operators hold.
    LeakCase("startWithSignal, its signal neither observed nor kept") { probe in
      let (signal, emitter) = probe.pipe()
      let canary = probe.watch(Canary())
      SignalProducer(signal).on(value: { _ in withExtendedLifetime(canary) {} })
        .startWithSignal { signal, _ in probe.watch(signal) }
      emitter.emit(1)
      return AnyDisposable()
    },
  ]
}
