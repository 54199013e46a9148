import Signals

extension LeakCase {
  /// Every operator on one signal: a new operator is one more line.
  static let signalOperators: [LeakCase] = [
    .signal("map") { signal, canary, probe in signal.map(canary.keep) },
    .signal("map(value:)") { signal, _, _ in signal.map(value: "x") },
    .signal("filter") { signal, canary, probe in signal.filter(canary.always) },
    .signal("compactMap") { signal, canary, probe in signal.compactMap { canary.keep($0) } },
    .signal("skipNil") { signal, canary, probe in signal.map { Optional(canary.keep($0)) }.skipNil()
    },
    .signal("scan") { signal, canary, probe in signal.scan(0) { canary.keep($0 + $1) } },
    .signal("scan(into:)") { signal, canary, probe in signal.scan(into: canary) { _, _ in } },
    .signal("scanMap") { signal, canary, probe in signal.scanMap(0) { (canary.keep($1), $0) } },
    .signal("reduce") { signal, canary, probe in signal.reduce(0) { canary.keep($0 + $1) } },
    .signal("collect") { signal, canary, probe in signal.filter(canary.always).collect() },
    .signal("collect(count:)") { signal, canary, probe in
      signal.filter(canary.always).collect(count: 2)
    },
    .signal("collect(while:)") { signal, canary, probe in
      signal.collect { canary.keep($0.count > 1) }
    },
    .signal("combinePrevious") { signal, canary, probe in
      signal.filter(canary.always).combinePrevious()
    },
    .signal("skipRepeats") { signal, canary, probe in signal.skipRepeats { canary.keep($0 == $1) }
    },
    .signal("uniqueValues") { signal, canary, probe in signal.uniqueValues(canary.keep) },
    .signal("take(first:)") { signal, canary, probe in signal.filter(canary.always).take(first: 2)
    },
    .signal("take(last:)") { signal, canary, probe in signal.filter(canary.always).take(last: 2) },
    .signal("take(while:)") { signal, canary, probe in signal.take(while: canary.always) },
    .signal("take(untilValue:)") { signal, canary, probe in
      signal.take(untilValue: { canary.keep($0 > 5) })
    },
    .signal("take(until:)") { signal, canary, probe in
      signal.filter(canary.always).take(until: probe.neverFailingPipe(Void.self).0)
    },
    .signal("take(untilReplacement:)") { signal, canary, probe in
      signal.filter(canary.always).take(untilReplacement: probe.pipe().0)
    },
    .signal("take(during:)") { signal, canary, probe in
      let (lifetime, token) = Lifetime.make()
      probe.keepInput(token)
      return signal.filter(canary.always).take(during: lifetime)
    },
    .signal("skip(first:)") { signal, canary, probe in signal.filter(canary.always).skip(first: 1)
    },
    .signal("skip(while:)") { signal, canary, probe in signal.skip { !canary.always($0) } },
    .signal("skip(until:)") { signal, canary, probe in
      signal.filter(canary.always).skip(until: probe.neverFailingPipe(Void.self).0)
    },
    .signal("materialize") { signal, canary, probe in signal.filter(canary.always).materialize() },
    .signal("dematerialize") { signal, canary, probe in
      signal.filter(canary.always).materialize().dematerialize()
    },
    .signal("materializeResults") { signal, canary, probe in
      signal.filter(canary.always).materializeResults()
    },
    .signal("dematerializeResults") { signal, canary, probe in
      signal.filter(canary.always).materializeResults().dematerializeResults()
    },
    .signal("mapError") { signal, canary, probe in signal.mapError(canary.keep) },
    .signal("flatMapError") { signal, canary, probe in
      signal.flatMapError { SignalProducer<Int, Never>(value: canary.keep($0) == $0 ? 1 : 0) }
    },
    .signal("promoteError") { signal, canary, probe in
      signal.filter(canary.always).flatMapError { _ in SignalProducer<Int, Never>.empty }
        .promoteError(AuditError.self)
    },
    .signal("attempt") { signal, canary, probe in signal.attempt { _ in _ = canary } },
    .signal("attemptMap") { signal, canary, probe in signal.attemptMap { canary.keep($0) } },
    .signal("on") { signal, canary, probe in signal.on(value: { _ = canary.keep($0) }) },
    .signal("logEvents") { signal, canary, probe in signal.logEvents { _ in _ = canary } },
    .signal("withLatest(from:)") { signal, canary, probe in
      signal.filter(canary.always).withLatest(from: probe.neverFailingPipe(Int.self).0)
    },
    .signal("sample(on:)") { signal, canary, probe in
      signal.filter(canary.always).sample(on: probe.neverFailingPipe(Void.self).0)
    },
    .signal("negate") { signal, canary, probe in signal.map { canary.keep($0) > 1 }.negate() },
    .signal("observe(on: QueueScheduler)") { signal, canary, probe in
      signal.filter(canary.always).observe(on: probe.queueScheduler())
    },
    .signal("lazyMap(on:)") { signal, canary, probe in
      signal.filter(canary.always).lazyMap(on: probe.scheduler()) { $0 + 1 }
    },
    .signal("throttle(while:on:)") { signal, canary, probe in
      let throttling = MutableProperty(false)
      return signal.filter(canary.always).throttle(while: throttling, on: probe.scheduler())
    },
    .signal("on(event:)") { signal, canary, probe in
      signal.on(event: { _ in withExtendedLifetime(canary) {} })
    },
  ]
}
