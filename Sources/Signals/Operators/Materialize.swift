/// A type that holds a signal event, so that operators can constrain values to events.
public protocol EventConvertible: Sendable {
  /// The value type of the event.
  associatedtype Value: Sendable
  /// The error type of the event.
  associatedtype Failure: Error
  /// The event itself.
  var event: Signal<Value, Failure>.Event { get }
}

extension Signal.Event: EventConvertible {
  /// The event itself.
  public var event: Signal<Value, Failure>.Event { self }
}

extension Signal {
  /// Turns every event, terminal ones included, into a value; completes after the
  /// terminal event.
  ///
  /// ```swift
  /// signal.materialize().observeValues { print($0) }
  /// emitter.emit(1)     // Prints "value(1)"
  /// emitter.complete()  // Prints "completed"
  /// ```
  @inlinable
  public func materialize() -> Signal<Event, Never> {
    lift(Transformations.materialize())
  }
}

extension Signal where Value: EventConvertible, Failure == Never {
  /// Turns values that are events back into events: the inverse of ``materialize()``.
  ///
  /// ```swift
  /// events.dematerialize().observe { print($0) }
  /// eventEmitter.emit(.value(1))   // Prints "value(1)"
  /// eventEmitter.emit(.completed)  // Prints "completed"
  /// ```
  ///
  /// If this signal completes before a terminal event value, so does the result.
  @inlinable
  public func dematerialize() -> Signal<Value.Value, Value.Failure> {
    lift(Transformations.dematerialize())
  }
}

extension SignalProducer {
  /// Turns every event of a run, terminal ones included, into a value; completes after
  /// the terminal event.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).materialize().startWithValues { print($0) }
  /// // Prints "value(1)", then "completed"
  /// ```
  @inlinable
  public func materialize() -> SignalProducer<Signal<Value, Failure>.Event, Never> {
    lift(Transformations.materialize(), endsEarly: false)
  }
}

extension SignalProducer where Value: EventConvertible, Failure == Never {
  /// Turns values that are events back into events: the inverse of ``materialize()``.
  ///
  /// ```swift
  /// SignalProducer<Signal<Int, Never>.Event, Never>(values: [.value(1), .completed])
  ///   .dematerialize().start { print($0) }  // Prints "value(1)", then "completed"
  /// ```
  @inlinable
  public func dematerialize() -> SignalProducer<Value.Value, Value.Failure> {
    lift(Transformations.dematerialize())
  }
}

extension Transformations {
  @inlinable
  static func materialize<Value, Failure>() -> Transformation<
    Value, Failure, Signal<Value, Failure>.Event, Never
  > {
    { downstream, _ in
      Signal.Observer { event in
        downstream.emit(event)
        if event.isTerminating { downstream.complete() }
      }
    }
  }

  @inlinable
  static func dematerialize<Carrier: EventConvertible>() -> Transformation<
    Carrier, Never, Carrier.Value, Carrier.Failure
  > {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let carrier): downstream.send(carrier.event)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
