extension Signal {
  /// What a signal delivers: any number of values, then at most one terminal event.
  ///
  /// `failed`, `completed` and `interrupted` are terminal: a signal delivers nothing
  /// after one of them.
  public enum Event {
    /// A value.
    case value(Value)
    /// The signal failed with an error. Terminal.
    case failed(Failure)
    /// The signal finished successfully. Terminal.
    case completed
    /// The work behind the signal was cancelled before it finished. Terminal.
    case interrupted

    /// Whether the event ends the signal.
    @inlinable
    public var isTerminating: Bool {
      if case .value = self { return false }
      return true
    }

    /// The value this event carries, if it is a value event.
    @inlinable
    public var value: Value? {
      if case .value(let value) = self { return value }
      return nil
    }

    /// The error this event carries, if it is a failure.
    @inlinable
    public var error: Failure? {
      if case .failed(let error) = self { return error }
      return nil
    }

    /// Transforms the value of a value event, leaving terminal events as they are.
    @inlinable
    public func map<U>(_ transform: (Value) -> U) -> Signal<U, Failure>.Event {
      switch self {
      case .value(let value): .value(transform(value))
      case .failed(let error): .failed(error)
      case .completed: .completed
      case .interrupted: .interrupted
      }
    }

    /// Transforms the error of a failure event, leaving other events as they are.
    @inlinable
    public func mapError<G>(_ transform: (Failure) -> G) -> Signal<Value, G>.Event {
      switch self {
      case .value(let value): .value(value)
      case .failed(let error): .failed(transform(error))
      case .completed: .completed
      case .interrupted: .interrupted
      }
    }
  }
}

extension Signal.Event: Sendable {}

extension Signal.Event: Equatable where Value: Equatable, Failure: Equatable {}

extension Signal.Event: CustomStringConvertible {
  /// A short description, such as `value(1)` or `completed`.
  public var description: String {
    switch self {
    case .value(let value): "value(\(value))"
    case .failed(let error): "failed(\(error))"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}
