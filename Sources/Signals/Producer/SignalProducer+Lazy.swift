extension SignalProducer {
  /// A producer whose runs call `value` when they start, on the starting thread, then send
  /// what it returns and complete — or fail with the error it throws.
  ///
  /// The closure runs anew at every start, as a lazy producer of ReactiveSwift does. A
  /// closure that awaits is taken by the asynchronous initializer instead, and runs in a
  /// task; one that does not await runs here, so its value arrives before `start` returns.
  ///
  /// ```swift
  /// let roll = SignalProducer<Int, Never> { Int.random(in: 1...6) }
  /// roll.startWithValues { print($0) }  // Prints a number at once, another one per start
  /// ```
  ///
  /// - Parameter value: Runs once per start, at once, on the starting thread.
  @inlinable
  public init(_ value: @escaping @Sendable () throws(Failure) -> Value) {
    self.init { observer, _ in
      do throws(Failure) {
        observer.emit(try value())
        observer.complete()
      } catch {
        observer.fail(error)
      }
    }
  }

  /// A producer whose runs call `result` when they start, on the starting thread, then
  /// send its success and complete, or fail with its failure.
  ///
  /// ```swift
  /// let parsed = SignalProducer<Int, ParseError> { parse("42") }  // Returns a `Result`
  /// parsed.startWithResult { print($0) }  // Prints "success(42)"
  /// ```
  ///
  /// - Parameter result: Runs once per start, at once, on the starting thread.
  @inlinable
  public init(_ result: @escaping @Sendable () -> Result<Value, Failure>) {
    self.init { observer, _ in
      switch result() {
      case .success(let value):
        observer.emit(value)
        observer.complete()
      case .failure(let error):
        observer.fail(error)
      }
    }
  }
}
