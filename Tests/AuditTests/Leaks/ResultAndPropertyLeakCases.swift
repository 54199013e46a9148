import Signals

extension LeakCase {
  /// Chains of result signals: a derived one lives as long as its root, by design.
  static let resultChains: [LeakCase] = [
    .results("map/bind/ensure") { root, canary in
      root.map(canary.keep).bind { .success($0 + 1) }
        .ensure { result, answer in answer(result.map { "\($0)" }) }
    },
    .results("bind answering later") { root, canary in
      root.bind { value, answer in answer(.success(canary.keep(value))) }
    },
    .results("replayingLast of a signal") { root, canary in
      root.signal.map { $0.map(canary.keep) }.replayingLast()
    },
  ]

  /// Properties: derived, combined, flattened and bound.
  static let propertyBindings: [LeakCase] = [
    .property("Property.map/skipRepeats") { source, canary, _ in
      Property(source).map(canary.keep).skipRepeats()
    },
    .property("Property.combineLatest/zip") { source, canary, _ in
      let other = Property(source).map(canary.keep)
      return Property(source).combineLatest(with: other).zip(with: other).map { $0.0.0 }
    },
    .property("Property.flatMap") { source, canary, _ in
      Property(source).flatMap(.latest) { Property(value: canary.keep($0)) }
    },
    .property("Property(initial:then:)") { source, canary, _ in
      Property(initial: 0, then: source.signal.map(canary.keep))
    },
    .property("binding <~ a signal") { source, canary, probe in
      let target = MutableProperty(0)
      target <~ source.signal.map(canary.keep)
      return Property(target)
    },
    .property("binding <~ a property") { source, canary, probe in
      let target = MutableProperty(0)
      target <~ Property(source).map(canary.keep)
      return Property(target)
    },
  ]
}

extension LeakCase {
  /// A chain derived from a result signal the probe keeps, which then updates.
  static func results<U, G>(
    _ name: String,
    _ derive: @escaping @Sendable (ResultSignal<Int, AuditError>, Canary) -> ResultSignal<U, G>
  ) -> LeakCase {
    LeakCase(name) { probe in
      let root = probe.keepInput(ResultSignal<Int, AuditError>())
      // What a derived result signal holds lives as long as its root, by design.
      probe.letLiveWithInputs(probe.canary)
      let derived = probe.watchWithInputs(derive(root, probe.canary))
      let observer = probe.watch(Canary())
      let subscription = derived.subscribe { _ in withExtendedLifetime(observer) {} }
      root.update(.success(1))
      root.update(.failure(AuditError()))
      root.update(.success(2))
      return subscription
    }
  }

  /// A property derived from a mutable property the probe keeps, which then changes.
  static func property<U>(
    _ name: String,
    _ derive: @escaping @Sendable (MutableProperty<Int>, Canary, LeakProbe) -> Property<U>
  ) -> LeakCase {
    LeakCase(name) { probe in
      let source = probe.keepInput(MutableProperty(0))
      let derived = probe.watch(derive(source, probe.canary, probe))
      let observer = probe.watch(Canary())
      let observation = derived.producer.startWithValues { _ in withExtendedLifetime(observer) {} }
      for value in 1...3 { source.value = value }
      return observation
    }
  }
}
