extension Signal where Failure == Never {
  /// A result signal that takes every result this signal sends and replays the last one
  /// to each new subscriber: the bridge from the rest of the library to seed 002's API.
  ///
  /// ```swift
  /// let (results, emitter) = Signal<Result<Int, SearchError>, Never>.pipe()
  /// let last = results.replayingLast()
  /// emitter.emit(.success(1))
  /// last.next { print($0) }  // Prints "1"
  /// emitter.emit(.success(2))  // Prints "2"
  /// ```
  ///
  /// It holds only what was sent after it was made. The returned result signal is kept
  /// alive by its observation of this signal, like a derived result signal by its parent,
  /// until this signal ends; it ignores the end itself.
  ///
  /// - Returns: A result signal fed by this signal.
  @inlinable
  public func replayingLast<Success, ResultFailure>() -> ResultSignal<Success, ResultFailure>
  where Value == Result<Success, ResultFailure> {
    let replaying = ResultSignal<Success, ResultFailure>()
    observeValues { replaying.update($0) }
    return replaying
  }
}
