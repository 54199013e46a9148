extension ResultSignal {
  /// Observes the success values only: the last one at once, if the last result is a
  /// success, then every later one.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// text.next { text in print("User has typed \(text)") }
  /// text.update(.success("swift"))   // Prints "User has typed swift"
  /// text.update(.failure(.offline))  // Prints nothing
  /// ```
  ///
  /// - Parameter action: Runs for each success, on the thread that delivers it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  @discardableResult
  public func next(_ action: @escaping @Sendable (Success) -> Void) -> any Disposable {
    subscribe { result in
      if case .success(let value) = result { action(value) }
    }
  }

  /// Observes the failures only: the last one at once, if the last result is a failure,
  /// then every later one.
  ///
  /// ```swift
  /// let hits = ResultSignal<[String], SearchError>()
  /// hits.error { error in print("Search failed: \(error)") }
  /// hits.update(.failure(.offline))  // Prints "Search failed: offline"
  /// hits.update(.success([]))        // Prints nothing
  /// ```
  ///
  /// A failure does not end a result signal: later results keep coming.
  ///
  /// - Parameter action: Runs for each failure, on the thread that delivers it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  @discardableResult
  public func error(_ action: @escaping @Sendable (Failure) -> Void) -> any Disposable {
    subscribe { result in
      if case .failure(let error) = result { action(error) }
    }
  }
}
