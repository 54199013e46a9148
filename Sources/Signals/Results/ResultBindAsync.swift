extension ResultSignal {
  /// Transforms each success value with `async` work that may fail, cancelling the work
  /// for an earlier result when a new one arrives: search-as-you-type.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>()
  /// let hits = text.bindAsync { query throws(SearchError) in try await search(query) }
  /// hits.next { print($0) }
  /// text.update(.success("sw"))
  /// text.update(.success("swift"))  // Cancels the search for "sw"
  /// // Prints ["Swift", "Swift Testing"], once the search for "swift" returns
  /// ```
  ///
  /// Each success starts `transform` in a new `Task`, on the current ``AsyncWork/host`` if
  /// there is one. A result that arrives before that
  /// task answered cancels it, and the answer of a cancelled task is dropped, even if it
  /// comes in after all: only the answer to the latest result is delivered. Failures skip
  /// `transform` and are passed on at once. Releasing this signal cancels the running task.
  ///
  /// Named apart from `bind` so that a closure literal never has to be told which
  /// overload it means. A closure literal that tries must spell its error type, as above:
  /// Swift infers `throws(any Error)` for it otherwise. A function can be passed as is:
  /// `text.bindAsync(search)`.
  ///
  /// - Parameter transform: Runs in a task, once per success value.
  /// - Returns: A result signal of the latest answers.
  @inlinable
  public func bindAsync<U: Sendable>(
    _ transform: @escaping @Sendable (Success) async throws(Failure) -> U
  ) -> ResultSignal<U, Failure> {
    derive(supersedingEarlier: true) { result, answer, derived in
      switch result {
      case .failure(let error):
        answer(.failure(error))
      case .success(let value):
        let task = AsyncWork.start {
          do throws(Failure) {
            answer(.success(try await transform(value)))
          } catch {
            answer(.failure(error))
          }
        }
        // Nothing can supersede it meanwhile: results are numbered in this one's serial
        // delivery, which is running this closure.
        derived.withAnswerOrder { $0.runningTask = task }
      }
    }
  }
}
