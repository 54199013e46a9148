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
  /// Collects values into an array, forwarding it whenever `shouldEmit`, asked after each
  /// value is added, says it is ready.
  ///
  /// On completion, the values not yet forwarded are forwarded as a last array.
  ///
  /// ```swift
  /// signal.collect { values in values.reduce(0, +) >= 5 }.observeValues { print($0) }
  /// emitter.emit(2)
  /// emitter.emit(3)     // Prints "[2, 3]"
  /// emitter.emit(1)
  /// emitter.complete()  // Prints "[1]"
  /// ```
  ///
  /// - Parameter shouldEmit: Runs with the values collected so far, the latest included.
  @inlinable
  public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value]) -> Bool
  ) -> Signal<[Value], Failure> {
    lift(Transformations.collect(shouldEmit))
  }

  /// Collects values into an array, forwarding it before adding a value for which
  /// `shouldEmit`, asked with the values collected so far and that value, says so.
  ///
  /// The value that triggers the forwarding starts the next array. On completion, the
  /// values not yet forwarded are forwarded as a last array.
  ///
  /// ```swift
  /// signal.collect { values, next in next < (values.last ?? next) }.observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)
  /// emitter.emit(0)     // Prints "[1, 2]"
  /// emitter.complete()  // Prints "[0]"
  /// ```
  ///
  /// > Note: Unlike ReactiveSwift, `shouldEmit` is not asked for the first value of an
  /// > array, so an empty array is never forwarded: there is nothing to forward before it.
  ///
  /// - Parameter shouldEmit: Runs for each value, with the non-empty array collected
  ///   before it.
  @inlinable
  public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ next: Value) -> Bool
  ) -> Signal<[Value], Failure> {
    lift(Transformations.collect(before: shouldEmit))
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
  /// Collects the values of a run into arrays, forwarding one whenever `shouldEmit`, asked
  /// after each value is added, says it is ready (see `Signal.collect(_:)`).
  ///
  /// ```swift
  /// SignalProducer(values: [2, 3, 1]).collect { $0.reduce(0, +) >= 5 }
  ///   .startWithValues { print($0) }  // Prints "[2, 3]", then "[1]"
  /// ```
  @inlinable
  public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value]) -> Bool
  ) -> SignalProducer<[Value], Failure> {
    lift(Transformations.collect(shouldEmit), endsEarly: false)
  }

  /// Collects the values of a run into arrays, forwarding one before adding a value for
  /// which `shouldEmit` says so (see `Signal.collect(_:)`).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 0]).collect { values, next in next < values.last! }
  ///   .startWithValues { print($0) }  // Prints "[1, 2]", then "[0]"
  /// ```
  @inlinable
  public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ next: Value) -> Bool
  ) -> SignalProducer<[Value], Failure> {
    lift(Transformations.collect(before: shouldEmit), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func collect<Value, Failure>(
    count: Int
  ) -> Transformation<Value, Failure, [Value], Failure> {
    collect { values in values.count == count }
  }

  @inlinable
  static func collect<Value, Failure>(
    _ shouldEmit: @escaping @Sendable ([Value]) -> Bool
  ) -> Transformation<Value, Failure, [Value], Failure> {
    { downstream, _ in
      let buffer = SerialBox<[Value]>([])
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          buffer.value.append(value)
          guard shouldEmit(buffer.value) else { return }
          let collected = buffer.value
          buffer.value.removeAll(keepingCapacity: true)
          downstream.emit(collected)
        case .completed:
          if !buffer.value.isEmpty { downstream.emit(buffer.value) }
          downstream.complete()
        case .failed(let error): downstream.fail(error)
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }

  @inlinable
  static func collect<Value, Failure>(
    before shouldEmit: @escaping @Sendable ([Value], Value) -> Bool
  ) -> Transformation<Value, Failure, [Value], Failure> {
    { downstream, _ in
      let buffer = SerialBox<[Value]>([])
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          if !buffer.value.isEmpty, shouldEmit(buffer.value, value) {
            let collected = buffer.value
            buffer.value.removeAll(keepingCapacity: true)
            downstream.emit(collected)
          }
          buffer.value.append(value)
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
