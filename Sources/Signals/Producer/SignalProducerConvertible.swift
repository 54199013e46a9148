/// Anything that can be started as a ``SignalProducer``: a producer itself, a ``Signal``
/// (whose runs observe it), or a ``Property`` (whose runs send its current value, then
/// its changes).
///
/// The operators of producers that take other streams — `combineLatest(with:)`,
/// `zip(with:)`, `merge(with:)`, `flatMap` — accept any of them.
///
/// ```swift
/// let (taps, tap) = Signal<Int, Never>.pipe()
/// SignalProducer(value: 0).merge(with: taps).startWithValues { print($0) }  // Prints "0"
/// tap.emit(1)                                                               // Prints "1"
/// ```
public protocol SignalProducerConvertible<Value, Failure>: Sendable {
  /// The type of the values.
  associatedtype Value: Sendable
  /// The type of the error that can end a run.
  associatedtype Failure: Error

  /// The producer this stands for.
  var producer: SignalProducer<Value, Failure> { get }
}

extension SignalProducer: SignalProducerConvertible {
  /// The producer itself.
  @inlinable
  public var producer: SignalProducer { self }
}

extension Signal: SignalProducerConvertible {}

extension SignalProducer {
  /// Derives a producer whose runs start a run of each of `inputs` and decide, with one
  /// `State` in one serial place, what to send (see ``Signal/connect(_:into:combine:downstream:lifetime:)``).
  @inlinable
  static func funnel<State: MultiInputState<State.Element, Failure>>(
    _ inputs: [MultiInput<State.Element, Failure>],
    into _: State.Type,
    combine: @escaping @Sendable ([State.Element]) -> Value
  ) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Signal.connect(
        inputs, into: State.self, combine: combine, downstream: observer, lifetime: lifetime)
    }
  }
}
