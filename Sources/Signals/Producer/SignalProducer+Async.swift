extension SignalProducer {
  /// A producer whose runs perform `work` in a task, then send its result and complete,
  /// or fail with the error it throws.
  ///
  /// Interrupting a run cancels its task. A cancelled task that still returns or throws
  /// is ignored: nothing reaches the observer after `interrupted`.
  ///
  /// ```swift
  /// let user = SignalProducer<String, LoadError> { () async throws(LoadError) in
  ///   try await api.userName(id: 7)
  /// }
  /// user.startWithValues { print($0) }  // Prints "Ada", once the request answered
  /// ```
  ///
  /// - Parameter work: Runs once per start, in a new unstructured task: on the current
  ///   ``AsyncWork/host``, if there is one.
  @inlinable
  public init(_ work: @escaping @Sendable () async throws(Failure) -> Value) {
    self.init { observer, lifetime in
      let task = AsyncWork.start {
        do throws(Failure) {
          let value = try await work()
          observer.emit(value)
          observer.complete()
        } catch {
          observer.fail(error)
        }
      }
      lifetime.observeEnded { task.cancel() }
    }
  }

  /// A producer whose runs iterate `sequence` in a task, sending each element, then
  /// complete when it ends or fail with the error it throws.
  ///
  /// Interrupting a run cancels its task, which ends the iteration of a sequence that
  /// honours cancellation; an element it still produces is ignored.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { continuation in
  ///   continuation.yield(1)
  ///   continuation.finish()
  /// }
  /// SignalProducer(stream).startWithValues { print($0) }  // Prints "1"
  /// ```
  @inlinable
  public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements)
  where Elements.Element == Value, Elements.Failure == Failure {
    self.init { observer, lifetime in
      let task = AsyncWork.start {
        do throws(Failure) {
          var iterator = sequence.makeAsyncIterator()
          while let element = try await iterator.next(isolation: nil) {
            observer.emit(element)
          }
          observer.complete()
        } catch {
          observer.fail(error)
        }
      }
      lifetime.observeEnded { task.cancel() }
    }
  }
}
