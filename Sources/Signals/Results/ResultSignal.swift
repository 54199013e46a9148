/// A `Result` that arrives later, can change, and is handed to every new subscriber.
///
/// ``update(_:)`` stores a result and sends it on; ``subscribe(_:)`` calls its observer at
/// once with the last result, if there is one, then with every later one. A failure is a
/// result like any other: it does not end the signal, and the next update flows again.
/// Transforms — ``map(_:)``, `bind`, ``bindAsync(_:)``, ``ensure(_:)`` — return new result
/// signals that follow this one.
///
/// ```swift
/// let text = ResultSignal<String, SearchError>()
/// text.next { print("User has typed \($0)") }
/// text.update(.success("swift"))  // Prints "User has typed swift"
/// text.next { print("Late: \($0)") }  // Prints "Late: swift"
/// ```
///
/// > Note: Updates are thread-safe and delivered serially, in the order they were accepted,
/// > like any ``Signal``'s (see <doc:ThreadingAndReentrancy>). A derived result signal is
/// > kept alive by its parent's subscription: releasing the root releases everything
/// > derived from it. Releasing a result signal completes its ``signal``.
public final class ResultSignal<Success: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Delivery = SignalState<Result<Success, Failure>, Never>.Delivery

  /// The last result and the bookkeeping of answers to the parent, touched only under the
  /// lock of the signal's core: one acquisition orders updates, their sends and the replay
  /// to new subscribers, as in ``MutableProperty``.
  @usableFromInline let state: SerialBox<ResultState<Success, Failure>>

  /// Every result from now on, for the rest of the library. It does not replay the last one.
  ///
  /// ```swift
  /// let results = ResultSignal<Int, SearchError>()
  /// results.signal.map { (try? $0.get()) ?? 0 }.observeValues { print($0) }
  /// results.update(.success(3))  // Prints "3"
  /// ```
  ///
  /// The signal completes when the result signal is released.
  public let signal: Signal<Result<Success, Failure>, Never>

  /// Creates a result signal with no result yet.
  ///
  /// ```swift
  /// let results = ResultSignal<Int, SearchError>()
  /// print(results.peek() as Any)  // Prints "nil"
  /// ```
  @inlinable
  public init() {
    state = SerialBox(ResultState())
    signal = Signal(core: SignalCore())
    Inspection.mark(signal.core, as: .results)
  }

  /// Creates a result signal whose first result is the success `value`.
  ///
  /// ```swift
  /// let text = ResultSignal<String, SearchError>("swift")
  /// text.next { print($0) }  // Prints "swift"
  /// ```
  @inlinable
  public convenience init(_ value: Success) {
    self.init()
    update(.success(value))
  }

  deinit { signal.core.perform(.complete) }

  /// Stores `result` as the last result and sends it to every subscriber.
  ///
  /// ```swift
  /// let results = ResultSignal<Int, SearchError>()
  /// results.subscribe { print((try? $0.get()) ?? -1) }
  /// results.update(.failure(.offline))  // Prints "-1"
  /// results.update(.success(1))         // Prints "1"
  /// ```
  ///
  /// - Parameter result: The new result; a failure does not end the signal.
  @inlinable
  public func update(_ result: Result<Success, Failure>) {
    accept(result) { _ in true }
  }

  /// The last result, or `nil` if there has been none.
  ///
  /// ```swift
  /// let results = ResultSignal<Int, SearchError>()
  /// results.update(.success(7))
  /// print(try results.peek()?.get() ?? 0)  // Prints "7"
  /// ```
  @inlinable
  public func peek() -> Result<Success, Failure>? {
    signal.core.withLock { _ in state.value.last }
  }

  /// Observes the last result, at once if there is one, then every later result, serially.
  ///
  /// ```swift
  /// let results = ResultSignal<Int, SearchError>()
  /// results.update(.success(1))
  /// results.subscribe { print($0) }  // Prints "success(1)"
  /// results.update(.success(2))      // Prints "success(2)"
  /// ```
  ///
  /// The replayed result comes first and nothing is missed or repeated between it and the
  /// later ones, whichever threads update meanwhile.
  ///
  /// - Parameter observer: Runs for each result, on the thread that delivers it.
  /// - Returns: A disposable that ends the observation. Releasing it does not.
  @inlinable
  @discardableResult
  public func subscribe(
    _ observer: @escaping @Sendable (Result<Success, Failure>) -> Void
  ) -> any Disposable {
    let core = signal.core
    let (disposable, delivery) = core.observe(.values(observer)) { state.value.last }
    core.deliver(delivery)
    return disposable
  }

  /// Stores and sends `result` if `admits`, which runs under the lock, lets it in.
  @inlinable
  func accept(_ result: Result<Success, Failure>, if admits: (inout AnswerOrder) -> Bool) {
    // Borrowed: `self` holds its signal, which holds the core, for the whole call.
    Unmanaged.passUnretained(signal.core)._withUnsafeGuaranteedRef { core in
      let delivery = core.withLock { signalState -> Delivery? in
        guard admits(&state.value.order) else { return nil }
        state.value.last = result
        return signalState.accept(.value(result), phase: core.phase)
      }
      core.deliver(delivery)
    }
  }

  /// Runs `body` on the answer bookkeeping, under the lock.
  @inlinable
  func withAnswerOrder<T>(_ body: (inout AnswerOrder) -> T) -> T {
    signal.core.withLock { _ in body(&state.value.order) }
  }
}

extension Signal where Failure == Never {
  /// A result signal that takes every result this signal sends and replays the last one
  /// to each new subscriber: the bridge from the rest of the library to result signals.
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

/// What a ``ResultSignal`` keeps: its last result, and which answers it still takes.
@usableFromInline
struct ResultState<Success: Sendable, Failure: Error> {
  @usableFromInline var last: Result<Success, Failure>?
  @usableFromInline var order = AnswerOrder()

  @inlinable
  init() {}
}
