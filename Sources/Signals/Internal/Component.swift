/// A value of one position of a tuple of up to four, so that signals of different value
/// types can travel through machinery written once for one value type.
///
/// The tuple forms of `combineLatest` and `zip` wrap the values of their first input in
/// ``first(_:)``, of the second in ``second(_:)`` and so on; the unused positions of a
/// smaller tuple are `Never`. Machinery keeps one value per input, in input order, so
/// the value at index `n` always holds the case for position `n` and ``tuple2(_:)`` and
/// its siblings read each position back without any dynamic cast.
@usableFromInline
enum Component<A: Sendable, B: Sendable, C: Sendable, D: Sendable>: Sendable {
  case first(A)
  case second(B)
  case third(C)
  case fourth(D)

  @inlinable
  var first: A {
    guard case .first(let value) = self else { Self.misplaced() }
    return value
  }

  @inlinable
  var second: B {
    guard case .second(let value) = self else { Self.misplaced() }
    return value
  }

  @inlinable
  var third: C {
    guard case .third(let value) = self else { Self.misplaced() }
    return value
  }

  @inlinable
  var fourth: D {
    guard case .fourth(let value) = self else { Self.misplaced() }
    return value
  }

  @inlinable
  static func misplaced() -> Never {
    preconditionFailure("A component reached the wrong tuple position")
  }
}

extension Component where C == Never, D == Never {
  @inlinable
  static func inputs<Failure>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) }]
  }

  @inlinable
  static func tuple2(_ components: [Self]) -> (A, B) {
    (components[0].first, components[1].second)
  }
}

extension Component where D == Never {
  @inlinable
  static func inputs<Failure>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) }, MultiInput(c) { .third($0) }]
  }

  @inlinable
  static func tuple3(_ components: [Self]) -> (A, B, C) {
    (components[0].first, components[1].second, components[2].third)
  }
}

extension Component {
  @inlinable
  static func inputs<Failure>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>,
    _ d: Signal<D, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [
      MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) },
      MultiInput(c) { .third($0) }, MultiInput(d) { .fourth($0) },
    ]
  }

  @inlinable
  static func tuple4(_ components: [Self]) -> (A, B, C, D) {
    (components[0].first, components[1].second, components[2].third, components[3].fourth)
  }
}

extension Component where C == Never, D == Never {
  @inlinable
  static func inputs<Failure>(
    _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) }]
  }
}

extension Component where D == Never {
  @inlinable
  static func inputs<Failure>(
    _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>,
    _ c: SignalProducer<C, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) }, MultiInput(c) { .third($0) }]
  }
}

extension Component {
  @inlinable
  static func inputs<Failure>(
    _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>,
    _ c: SignalProducer<C, Failure>, _ d: SignalProducer<D, Failure>
  ) -> [MultiInput<Self, Failure>] {
    [
      MultiInput(a) { .first($0) }, MultiInput(b) { .second($0) },
      MultiInput(c) { .third($0) }, MultiInput(d) { .fourth($0) },
    ]
  }
}
