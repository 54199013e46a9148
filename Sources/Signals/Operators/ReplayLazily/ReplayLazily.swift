extension SignalProducer {
  /// Shares one run of this producer among every start of the result, and replays to each
  /// new start up to `capacity` of the latest values, then the terminal event if any.
  ///
  /// The shared run begins at the first start. It goes on while the result exists (any
  /// copy of it) or one of its runs is going, even if no start is left, so later starts
  /// find what it sent meanwhile; it is interrupted when the result and all its runs are
  /// gone.
  ///
  /// ```swift
  /// let user = loadUser.replayLazily(upTo: 1)
  /// user.startWithValues { print($0) }  // Loads the user; prints "Ada" when it arrives
  /// user.startWithValues { print($0) }  // Prints "Ada" at once; no second load
  /// ```
  ///
  /// - Parameter capacity: How many of the latest values are kept for later starts.
  /// - Precondition: `capacity` is not negative.
  @inlinable
  public func replayLazily(upTo capacity: Int) -> SignalProducer {
    precondition(
      capacity >= 0, "replayLazily(upTo:) needs a capacity of zero or more, got \(capacity).")
    let replay = ReplayConnection(source: self, capacity: capacity)
    return SignalProducer { observer, lifetime in
      replay.attach(observer, lifetime: lifetime)
    }
  }
}

/// The one shared run behind ``SignalProducer/replayLazily(upTo:)`` and its buffer.
///
/// Attaching, detaching and the shared run's events all pass through one ``Serializer``,
/// so a new start receives exactly the buffered values, and then every later event, with
/// none missed or doubled in between.
@usableFromInline
final class ReplayConnection<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Input = ReplayInput<Value, Failure>

  @usableFromInline let source: SignalProducer<Value, Failure>
  @usableFromInline let serializer: Serializer<Input, ReplayState<Value, Failure>>
  /// The shared run, interrupted when this connection goes away.
  @usableFromInline let upstream = SerialDisposable()

  @inlinable
  init(source: SignalProducer<Value, Failure>, capacity: Int) {
    self.source = source
    serializer = Serializer(state: ReplayState(capacity: capacity)) { state, input in
      state.process(input)
    }
  }

  deinit { upstream.dispose() }

  /// Adds `observer` until `lifetime` ends; starts the shared run on the first attach.
  @inlinable
  func attach(_ observer: Signal<Value, Failure>.Observer, lifetime: Lifetime) {
    let token = ReplayToken()
    serializer.send(.attach(token, observer))
    serializer.send(.startIfNeeded { [weak self] in self?.startSharedRun() })
    // Keeps the connection, and so the shared run, alive while this run goes on. After the
    // attach: a run that has already ended detaches at once, behind it.
    lifetime.observeEnded { [self] in serializer.send(.detach(token)) }
  }

  @inlinable
  func startSharedRun() {
    upstream.inner = source.start { [weak self] event in self?.serializer.send(.event(event)) }
  }
}

/// Identifies one attached start of a replaying producer.
@usableFromInline
final class ReplayToken: Sendable {
  @inlinable
  init() {}
}

/// What a replaying producer's serializer processes, in order.
@usableFromInline
enum ReplayInput<Value: Sendable, Failure: Error>: Sendable {
  case attach(ReplayToken, Signal<Value, Failure>.Observer)
  case detach(ReplayToken)
  /// Starts the shared run, if it has not started: processed right after the first
  /// attach, so the shared run's first events find that observer attached.
  case startIfNeeded(@Sendable () -> Void)
  case event(Signal<Value, Failure>.Event)
}
