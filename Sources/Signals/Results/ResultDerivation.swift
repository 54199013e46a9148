extension ResultSignal {
  /// Derives a result signal whose results are `transform` applied to this one's.
  ///
  /// The synchronous transforms need none of the answer bookkeeping below: they answer
  /// within this signal's serial delivery, so in order, and never after it was released.
  /// This signal's subscription holds the derived one, which holds nothing of this one.
  @inlinable
  func derive<U, G>(
    _ transform: @escaping @Sendable (Result<Success, Failure>) -> Result<U, G>
  ) -> ResultSignal<U, G> {
    let derived = ResultSignal<U, G>()
    subscribe { derived.update(transform($0)) }
    return derived
  }

  /// Derives a result signal whose results are the answers `work` gives to this one's.
  ///
  /// The callback transforms and `bindAsync` are built on this. Each result of this
  /// signal, the replayed last one first, gets the next sequence number of the derived
  /// signal and goes to `work` with an answer callback; the derived signal takes an answer
  /// only if its ``AnswerOrder`` admits it, under the derived signal's lock, so an answer
  /// is never delivered after the answer to a later result.
  ///
  /// What holds what: this signal's subscription holds a ``ResultLink``, which holds the
  /// derived signal; answer callbacks and tasks hold the link weakly. So the derived
  /// signal lives while this one does (or while someone else holds it), and an answer
  /// that comes after this signal was released finds no link and is dropped.
  ///
  /// - Parameters:
  ///   - supersedingEarlier: Whether each result makes the answers to earlier ones void
  ///     (``bindAsync(_:)``) rather than merely older (the callback forms).
  ///   - work: Runs for each result, in this signal's delivery, with the answer callback
  ///     and the derived signal (to record a task on).
  @inlinable
  func derive<U, G>(
    supersedingEarlier: Bool = false,
    _ work:
      @escaping @Sendable (
        _ result: Result<Success, Failure>,
        _ answer: @escaping @Sendable (Result<U, G>) -> Void,
        _ derived: ResultSignal<U, G>
      ) -> Void
  ) -> ResultSignal<U, G> {
    let derived = ResultSignal<U, G>()
    let link = ResultLink(derived)
    subscribe { result in
      let (sequence, superseded) = link.derived.withAnswerOrder {
        $0.issue(supersedingEarlier: supersedingEarlier)
      }
      superseded?.cancel()  // Outside the lock: cancelling runs the task's handlers.
      let answer: @Sendable (Result<U, G>) -> Void = { [weak link] answer in
        link?.derived.answer(sequence, with: answer)
      }
      work(result, answer, link.derived)
    }
    return derived
  }

  /// Takes `result` as the answer to the result numbered `sequence`, if still wanted.
  @inlinable
  func answer(_ sequence: UInt64, with result: Result<Success, Failure>) {
    accept(result) { $0.admit(sequence) }
  }
}

/// A parent result signal's hold on a derived one.
///
/// The parent's subscription holds the link strongly; whatever answers later — a
/// callback, a task — holds it weakly, so that once the parent is gone its late answers
/// reach nobody, and what they captured is not kept alive by the derived signal.
@usableFromInline
final class ResultLink<Success: Sendable, Failure: Error>: Sendable {
  @usableFromInline let derived: ResultSignal<Success, Failure>

  @inlinable
  init(_ derived: ResultSignal<Success, Failure>) {
    self.derived = derived
  }

  deinit {
    // Nothing can take the running task's answer any more: stop its work.
    derived.withAnswerOrder { $0.takeRunningTask() }?.cancel()
  }
}

/// Which answers a derived result signal still takes, and the task working on one.
///
/// Results of the parent are numbered in the order they are delivered. An answer is taken
/// only if no answer to a later result has been taken yet — a search field must never
/// show the results for "ab" after those for "abc" — and, for a superseding transform,
/// only if it answers the latest result. A second call of the same callback finds its
/// number already taken and is ignored.
@usableFromInline
struct AnswerOrder: Sendable {
  /// The number given to the latest result of the parent.
  @usableFromInline var issued: UInt64 = 0
  /// The number of the result whose answer was taken last.
  @usableFromInline var answered: UInt64 = 0
  /// Answers to results numbered below this are void: a later result superseded them.
  @usableFromInline var oldestWanted: UInt64 = 0
  /// The task answering the latest result, for ``ResultSignal/bindAsync(_:)``.
  @usableFromInline var runningTask: Task<Void, Never>?

  @inlinable
  init() {}

  /// Numbers a new result of the parent.
  ///
  /// - Returns: Its number, and the task it superseded, which the caller cancels.
  @inlinable
  mutating func issue(supersedingEarlier: Bool) -> (UInt64, Task<Void, Never>?) {
    issued += 1
    guard supersedingEarlier else { return (issued, nil) }
    oldestWanted = issued
    return (issued, takeRunningTask())
  }

  /// Whether the answer to the result numbered `sequence` is taken; records it if so.
  @inlinable
  mutating func admit(_ sequence: UInt64) -> Bool {
    guard sequence > answered, sequence >= oldestWanted else { return false }
    answered = sequence
    return true
  }

  @inlinable
  mutating func takeRunningTask() -> Task<Void, Never>? {
    defer { runningTask = nil }
    return runningTask
  }
}
