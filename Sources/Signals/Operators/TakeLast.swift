extension Signal {
  /// Forwards the last `count` values when the signal completes, then completes.
  ///
  /// Nothing is forwarded before completion. A failure or an interruption is forwarded at
  /// once and drops the values kept. A `count` of zero or less keeps nothing.
  ///
  /// ```swift
  /// signal.take(last: 2).observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)
  /// emitter.emit(3)
  /// emitter.complete()  // Prints "2", then "3"
  /// ```
  @inlinable
  public func take(last count: Int) -> Signal {
    lift(Transformations.take(last: count))
  }
}

extension SignalProducer {
  /// Forwards the last `count` values of every run when it completes, then completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1...5).take(last: 2).startWithValues { print($0) }
  /// // Prints "4", then "5"
  /// ```
  @inlinable
  public func take(last count: Int) -> SignalProducer {
    lift(Transformations.take(last: count), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func take<Value, Failure>(
    last count: Int
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      // A ring of the last `limit` values: `oldest` is where the next value overwrites.
      let kept = SerialBox((values: [Value](), oldest: 0))
      let limit = max(count, 0)
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          guard limit > 0 else { return }
          if kept.value.values.count < limit {
            kept.value.values.append(value)
          } else {
            kept.value.values[kept.value.oldest] = value
            kept.value.oldest = (kept.value.oldest + 1) % limit
          }
        case .completed:
          let (values, oldest) = kept.value
          kept.value = ([], 0)
          for value in values[oldest...] { downstream.emit(value) }
          for value in values[..<oldest] { downstream.emit(value) }
          downstream.complete()
        case .failed(let error): downstream.fail(error)
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
