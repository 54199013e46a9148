/// The values of a signal or of a producer's run, as an `AsyncSequence`.
///
/// Iterating begins the observation — or starts the run — so a `for await` loop sees
/// every value sent after it began. The loop ends when the stream completes or is
/// interrupted, and throws the stream's error when it fails; a stream that cannot fail
/// (`Failure == Never`) is iterated without `try`. Leaving the loop early, or cancelling
/// the task that runs it, ends the observation (or interrupts the run).
///
/// ```swift
/// let (signal, emitter) = Signal<Int, Never>.pipe()
/// Task {
///   for await value in signal.values { print(value) }
/// }
/// emitter.emit(1)  // Prints "1", once the task has begun the loop
/// ```
///
/// > Note: Values that arrive faster than the loop takes them wait in a buffer. By
/// > default it is unbounded, so nothing is dropped silently; choose a bound with
/// > ``Signal/values(bufferingPolicy:)``.
public struct AsyncValues<Value: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// The type of the values.
  public typealias Element = Value

  @usableFromInline let begin: @Sendable (Signal<Value, Failure>.Observer) -> any Disposable
  @usableFromInline let policy: ValuesBufferingPolicy

  @inlinable
  init(
    policy: ValuesBufferingPolicy,
    begin: @escaping @Sendable (Signal<Value, Failure>.Observer) -> any Disposable
  ) {
    self.policy = policy
    self.begin = begin
  }

  /// Begins the observation, or starts the run, and returns the iterator of its values.
  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(channel: ValueChannel(policy: policy, begin: begin))
  }

  /// Hands out the values one at a time, waiting for the next when none is buffered.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline let channel: ValueChannel<Value, Failure>

    @inlinable
    init(channel: ValueChannel<Value, Failure>) {
      self.channel = channel
    }

    /// The next value, or `nil` once the stream has completed, been interrupted, or the
    /// task was cancelled.
    ///
    /// - Throws: The stream's error, once, when it fails.
    @inlinable
    public mutating func next() async throws(Failure) -> Value? {
      try await channel.receive().get()
    }

    /// The next value, or `nil` at the end; see ``next()``.
    @inlinable
    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Value? {
      try await channel.receive().get()
    }
  }
}

/// How many values an ``AsyncValues`` sequence keeps while its loop is busy.
public enum ValuesBufferingPolicy: Sendable, Equatable {
  /// Keeps every value: nothing is dropped.
  case unbounded
  /// Keeps at most this many of the oldest values, dropping newer ones while full.
  case bufferingOldest(Int)
  /// Keeps at most this many of the newest values, dropping the oldest when full.
  case bufferingNewest(Int)
}

extension Signal {
  /// The values of this signal from now on, as an `AsyncSequence` with an unbounded buffer.
  ///
  /// ```swift
  /// for try await name in names.values { print(name) }
  /// ```
  @inlinable
  public var values: AsyncValues<Value, Failure> {
    values(bufferingPolicy: .unbounded)
  }

  /// The values of this signal from now on, as an `AsyncSequence` that buffers as
  /// `bufferingPolicy` says while its loop is busy.
  ///
  /// ```swift
  /// for await position in drags.values(bufferingPolicy: .bufferingNewest(1)) {
  ///   render(position)  // Sees the latest position; older ones are skipped.
  /// }
  /// ```
  @inlinable
  public func values(bufferingPolicy: ValuesBufferingPolicy) -> AsyncValues<Value, Failure> {
    AsyncValues(policy: bufferingPolicy) { [self] observer in observe(observer) }
  }
}

extension SignalProducer {
  /// The values of a run of this producer, started when iteration begins, as an
  /// `AsyncSequence` with an unbounded buffer.
  ///
  /// ```swift
  /// for await value in SignalProducer(values: [1, 2]).values { print(value) }
  /// // Prints "1", then "2"
  /// ```
  @inlinable
  public var values: AsyncValues<Value, Failure> {
    values(bufferingPolicy: .unbounded)
  }

  /// The values of a run of this producer, started when iteration begins, buffered as
  /// `bufferingPolicy` says.
  @inlinable
  public func values(bufferingPolicy: ValuesBufferingPolicy) -> AsyncValues<Value, Failure> {
    AsyncValues(policy: bufferingPolicy) { [self] observer in start(observer) }
  }

  /// Starts a run and returns its first value, interrupting the run then; `nil` if it
  /// ends without one.
  ///
  /// ```swift
  /// let name = try await api.userName(id: 7).first()
  /// ```
  ///
  /// - Throws: The run's error, if it fails before sending a value.
  public func first() async throws(Failure) -> Value? {
    var iterator = take(first: 1).values.makeAsyncIterator()
    return try await iterator.next()
  }

  /// Starts a run and returns its last value once it completes; `nil` if it sent none.
  ///
  /// ```swift
  /// let total = try await SignalProducer(values: [1, 2, 3]).scan(0, +).last()  // 6
  /// ```
  ///
  /// - Throws: The run's error, if it fails.
  public func last() async throws(Failure) -> Value? {
    var last: Value?
    var iterator = values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
    while let value = try await iterator.next() { last = value }
    return last
  }
}

extension Property {
  /// The current value, then every change, as an `AsyncSequence` that never throws.
  ///
  /// ```swift
  /// for await count in Property(counter).values { print(count) }
  /// ```
  @inlinable
  public var values: AsyncValues<Value, Never> {
    producer.values
  }
}

extension MutableProperty {
  /// The current value, then every change, as an `AsyncSequence` that never throws.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// for await value in count.values { print(value) }  // Prints "1", then each change
  /// ```
  @inlinable
  public var values: AsyncValues<Value, Never> {
    producer.values
  }
}
