extension ResultSignal {
  /// Transforms each success value, passing failures on unchanged.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// text.map { $0.count }.next { print($0) }
  /// text.update(.success("swift"))  // Prints "5"
  /// ```
  ///
  /// The derived signal starts with the transformed last result, if there is one. It is
  /// kept alive by this signal: `text.map(f).next { … }` needs no other reference.
  ///
  /// - Parameter transform: Runs for each success, on the thread that delivers it.
  /// - Returns: A result signal of the transformed values.
  @inlinable
  public func map<U: Sendable>(
    _ transform: @escaping @Sendable (Success) -> U
  ) -> ResultSignal<U, Failure> {
    derive { $0.map(transform) }
  }

  /// Transforms each success value with a function that may fail: a failable transform.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// let query = text.bind { $0.isEmpty ? .failure(.emptyQuery) : .success($0) }
  /// query.error { print($0) }
  /// text.update(.success(""))  // Prints "emptyQuery"
  /// ```
  ///
  /// - Parameter transform: Runs for each success, on the thread that delivers it.
  /// - Returns: A result signal of what `transform` returns, and of this one's failures.
  @inlinable
  public func bind<U: Sendable>(
    _ transform: @escaping @Sendable (Success) -> Result<U, Failure>
  ) -> ResultSignal<U, Failure> {
    derive { $0.flatMap(transform) }
  }

  /// Transforms each success value with a function that throws the signal's failure: what
  /// it returns is a success, what it throws a failure.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// let query = text.bind { (text: String) throws(SearchError) -> String in
  ///   if text.isEmpty { throw .emptyQuery }
  ///   return text.lowercased()
  /// }
  /// query.error { print($0) }
  /// text.update(.success(""))  // Prints "emptyQuery"
  /// ```
  ///
  /// - Parameter transform: Runs for each success, on the thread that delivers it.
  /// - Returns: A result signal of what `transform` returns or throws, and of this one's
  ///   failures.
  @inlinable
  @_disfavoredOverload
  public func bind<U: Sendable>(
    _ transform: @escaping @Sendable (Success) throws(Failure) -> U
  ) -> ResultSignal<U, Failure> {
    derive { result in
      result.flatMap { value in
        do throws(Failure) { return .success(try transform(value)) } catch {
          return .failure(error)
        }
      }
    }
  }

  /// Transforms each success value with work that answers later, through a callback.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// text.bind(search).next { print($0) }  // search(_:_:) calls back with the hits
  /// text.update(.success("swift"))        // Prints ["Swift", "Swift Testing"], later
  /// ```
  ///
  /// Failures skip `transform` and are passed on at once. The callback may be called from
  /// any thread. An answer is delivered only if no answer to a later result was delivered
  /// before it — a stale answer is dropped, so results never go back in time — and only
  /// while this signal lives. Calls of a callback after its first are ignored.
  ///
  /// - Parameter transform: Runs for each success, on the thread that delivers it, with
  ///   the callback to answer through.
  /// - Returns: A result signal of the answers.
  @inlinable
  public func bind<U: Sendable>(
    _ transform:
      @escaping @Sendable (
        Success, _ answer: @escaping @Sendable (Result<U, Failure>) -> Void
      ) -> Void
  ) -> ResultSignal<U, Failure> {
    derive { result, answer, _ in
      switch result {
      case .success(let value): transform(value, answer)
      case .failure(let error): answer(.failure(error))
      }
    }
  }

  /// Transforms every result, failures too, with work that answers through a callback;
  /// it may turn a failure into a success, as retry logic does.
  ///
  /// ```swift
  /// let hits = ResultSignal<[String], SearchError>()
  /// let shown = hits.ensure { result, answer in
  ///   answer(result.flatMapError { _ in .success(["(offline)"]) })
  /// }
  /// shown.next { print($0) }
  /// hits.update(.failure(.offline))  // Prints ["(offline)"]
  /// ```
  ///
  /// Answers follow the rules of the callback `bind(_:)`: from any thread, stale answers
  /// dropped, later calls of one callback ignored, nothing after this signal is released.
  ///
  /// - Parameter transform: Runs for each result, on the thread that delivers it.
  /// - Returns: A result signal of the answers.
  @inlinable
  public func ensure<U: Sendable, G: Error>(
    _ transform:
      @escaping @Sendable (
        Result<Success, Failure>, _ answer: @escaping @Sendable (Result<U, G>) -> Void
      ) -> Void
  ) -> ResultSignal<U, G> {
    derive { result, answer, _ in transform(result, answer) }
  }
}
