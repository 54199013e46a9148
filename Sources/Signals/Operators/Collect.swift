extension Signal {
  /// Collects every value into one array, forwarded when the signal completes.
  ///
  /// ```swift
  /// signal.collect().observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)
  /// emitter.complete()  // Prints "[1, 2]"
  /// ```
  ///
  /// When this signal completes without values, the result forwards an empty array.
  @inlinable
  public func collect() -> Signal<[Value], Failure> {
    reduce(into: []) { values, value in values.append(value) }
  }

  /// Collects values into arrays of `count`, forwarding each array when it is full.
  ///
  /// On completion, the values not yet forwarded are forwarded as a shorter array.
  ///
  /// ```swift
  /// signal.collect(count: 2).observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)     // Prints "[1, 2]"
  /// emitter.emit(3)
  /// emitter.complete()  // Prints "[3]"
  /// ```
  ///
  /// - Precondition: `count` is greater than zero.
  @inlinable
  public func collect(count: Int) -> Signal<[Value], Failure> {
    precondition(count > 0, "collect(count:) needs a count above zero, got \(count).")
    return lift(Transformations.collect(count: count))
  }
}

extension SignalProducer {
  /// Collects every value of a run into one array, forwarded when the run completes.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).collect().startWithValues { print($0) }  // Prints "[1, 2]"
  /// ```
  @inlinable
  public func collect() -> SignalProducer<[Value], Failure> {
    reduce(into: []) { values, value in values.append(value) }
  }

  /// Collects the values of a run into arrays of `count`, forwarding each when it is full
  /// and the rest as a shorter array when the run completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1...3).collect(count: 2).startWithValues { print($0) }
  /// // Prints "[1, 2]", then "[3]"
  /// ```
  ///
  /// - Precondition: `count` is greater than zero.
  @inlinable
  public func collect(count: Int) -> SignalProducer<[Value], Failure> {
    precondition(count > 0, "collect(count:) needs a count above zero, got \(count).")
    return lift(Transformations.collect(count: count), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func collect<Value, Failure>(
    count: Int
  ) -> Transformation<Value, Failure, [Value], Failure> {
    { downstream, _ in
      let buffer = SerialBox<[Value]>([])
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          buffer.value.append(value)
          guard buffer.value.count == count else { return }
          let full = buffer.value
          buffer.value.removeAll(keepingCapacity: true)
          downstream.emit(full)
        case .completed:
          if !buffer.value.isEmpty { downstream.emit(buffer.value) }
          downstream.complete()
        case .failed(let error): downstream.fail(error)
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
