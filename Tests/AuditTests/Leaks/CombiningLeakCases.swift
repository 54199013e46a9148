import Signals
import SignalsTesting

extension LeakCase {
  /// Every operator with more than one input signal, and every flattening strategy.
  static let combiningOperators: [LeakCase] = [
    .signals("merge(with:)") { first, second, canary, probe in
      first.filter(canary.always).merge(with: second)
    },
    .signals("Signal.merge") { first, second, canary, probe in
      Signal.merge(first.filter(canary.always), second)
    },
    .signals("+") { first, second, canary, probe in first.filter(canary.always) + second },
    .signals("combineLatest(with:)") { first, second, canary, probe in
      first.filter(canary.always).combineLatest(with: second)
    },
    .signals("Signal.combineLatest") { first, second, canary, probe in
      Signal.combineLatest(first.filter(canary.always), second, first)
    },
    .signals("zip(with:)") { first, second, canary, probe in
      first.filter(canary.always).zip(with: second)
    },
    .signals("Signal.zip") { first, second, canary, probe in
      Signal.zip(first.filter(canary.always), second, first)
    },
    .signals("sample(with:)") { first, second, canary, probe in
      first.filter(canary.always).sample(with: second.flatMapError { _ in .empty })
    },
    .signals("and") { first, second, canary, probe in
      first.map { canary.keep($0) > 1 }.and(second.map { $0 > 2 })
    },
    .signals("or") { first, second, canary, probe in
      first.map { canary.keep($0) > 1 }.or(second.map { $0 > 2 })
    },
    .signals("flatMap(.merge) of signals") { first, second, canary, probe in
      first.flatMap(.merge) { _ in canary.keep(second) }
    },
    .signals("flatMap(.concat) of signals") { first, second, canary, probe in
      first.flatMap(.concat) { _ in canary.keep(second) }
    },
    .signals("flatMap(.latest) of signals") { first, second, canary, probe in
      first.flatMap(.latest) { _ in canary.keep(second) }
    },
    .signals("flatMap(.race) of signals") { first, second, canary, probe in
      first.flatMap(.race) { _ in canary.keep(second) }
    },
    .signals("flatMap(.concurrent) of signals") { first, second, canary, probe in
      first.flatMap(.concurrent(limit: 2)) { _ in canary.keep(second) }
    },
    .signals("flatMap(.throttle) of signals") { first, second, canary, probe in
      first.flatMap(.throttle) { _ in canary.keep(second) }
    },
    .signal("flatMap(.merge) of producers") { signal, canary, probe in
      signal.flatMap(.merge) { SignalProducer<Int, AuditError>(value: canary.keep($0)) }
    },
    .signal("flatMap(.concat) of producers") { signal, canary, probe in
      signal.flatMap(.concat) { SignalProducer<Int, AuditError>(value: canary.keep($0)) }
    },
    .signal("flatMap(.latest) of producers") { signal, canary, probe in
      signal.flatMap(.latest) { SignalProducer<Int, AuditError>(value: canary.keep($0)) }
    },
    .signal("flatMap(.race) of producers") { signal, canary, probe in
      signal.flatMap(.race) { SignalProducer<Int, AuditError>(value: canary.keep($0)) }
    },
    .signal("flatMap(.throttle) of producers") { signal, canary, probe in
      signal.flatMap(.throttle) { SignalProducer<Int, AuditError>(value: canary.keep($0)) }
    },
    .signal("flatMap of never-ending producers") { signal, canary, probe in
      let inner = probe.pipe().0
      return signal.flatMap(.merge) { _ in SignalProducer(canary.keep(inner)) }
    },
    .signal("flatten") { signal, canary, probe in signal.map { [canary.keep($0), $0] }.flatten() },
  ]

  /// Every operator that waits on a scheduler, on virtual time: once with the scheduler
  /// run to the end, once with the scheduler abandoned with work still waiting on it.
  static let timedOperators: [LeakCase] = [false, true].flatMap { abandoned in
    let timed:
      [(String, @Sendable (Signal<Int, AuditError>, TestScheduler) -> Signal<Int, AuditError>)] = [
        ("observe(on:)", { signal, scheduler in signal.observe(on: scheduler) }),
        ("delay", { signal, scheduler in signal.delay(.seconds(1), on: scheduler) }),
        ("debounce", { signal, scheduler in signal.debounce(.seconds(1), on: scheduler) }),
        ("throttle", { signal, scheduler in signal.throttle(.seconds(1), on: scheduler) }),
        (
          "timeout",
          { signal, scheduler in
            signal.timeout(after: .seconds(1), raising: AuditError(), on: scheduler)
          }
        ),
        ("take(for:)", { signal, scheduler in signal.take(for: .seconds(1), on: scheduler) }),
        (
          "collect(every:)",
          { signal, scheduler in
            signal.collect(every: .seconds(1), on: scheduler).map(\.count)
          }
        ),
      ]
    return timed.map { name, derive in
      LeakCase.signal("\(name) on \(abandoned ? "an abandoned" : "a")  TestScheduler") {
        signal, canary, probe in
        derive(signal.filter(canary.always), probe.scheduler(abandoned: abandoned))
      }
    }
  }
}
