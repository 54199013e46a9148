extension Property {
  /// A property whose value is stored beside its own signal core, set by a run of `feed`
  /// that starts now.
  ///
  /// Every derived property is made here, and this is where the memory rule lives: the
  /// run is kept by the property's core — not by the property object — so it lasts while
  /// the property is referenced *or observed*. A property derived from this one observes
  /// the core, so a chain needs only its last link to be kept. Nothing here retains
  /// `feed`'s sources: a run holds observations of their cores, never the objects that
  /// own them. When the run ends — a source went away or completed — the property keeps
  /// its last value and its signal completes; when the property is released and nobody
  /// observes it, the core is torn down and disposes the run, which ends the observations.
  ///
  /// - Parameters:
  ///   - initial: The value until the run sends one; a run of a property's producer
  ///     replays its current value at once, which replaces `initial` unless another thread
  ///     is delivering on the source (then it comes with that delivery).
  ///   - feed: The values; its completion or interruption completes the property.
  @inlinable
  convenience init(initial: Value, feed: SignalProducer<Value, Never>) {
    self.init(initial: initial) { feed.start($0) }
  }

  /// A property fed by `values` itself, as ``init(initial:feed:)`` is by a run of a
  /// producer: observed directly, a value skips the run a producer would add between the
  /// signal and the property.
  @inlinable
  convenience init(initial: Value, following values: Signal<Value, Never>) {
    self.init(initial: initial) { values.observe($0) }
  }

  /// The property that ``init(initial:feed:)`` describes, fed by the observation that
  /// `connect` makes of the observer it is given.
  @inlinable
  convenience init(
    initial: Value, connect: (Signal<Value, Never>.Observer) -> any Disposable
  ) {
    let core = SignalCore<Value, Never>(hasGenerator: true)
    let current = SerialBox(initial)
    // The feed's observer holds the core, and the core holds the feed: a cycle that ends
    // when the feed finishes — its terminal event, or the core's teardown disposing it.
    Inspection.mark(core, as: .property)
    let building = Inspection.startBuilding(core)
    let feed = connect(
      Signal.Observer { event in
        switch event {
        case .value(let value): core.set(value, storedIn: current)
        case .completed, .interrupted: core.send(.completed)
        }
      })
    Inspection.endBuilding(building)
    core.disposables?.insert(feed)
    self.init(
      read: { core.withLock { _ in current.value } },
      signal: Signal(core: core),
      observeReplaying: { core.observeReplaying($0, storedIn: current) }
    )
  }
}

extension SignalCore where Failure == Never {
  /// Stores `value` as a derived property's current value and sends it, atomically, as
  /// ``MutableProperty/modify(_:)`` does: one lock acquisition, no allocation.
  @inlinable
  func set(_ value: Value, storedIn current: SerialBox<Value>) {
    let delivery = withLock { state in
      current.value = value
      return state.accept(.value(value), phase: phase)
    }
    deliver(delivery)
  }

  /// Sends a derived property's current value, then every later event, to `observer`.
  ///
  /// Unlike a plain signal's, a property's terminated core still replays: an observer
  /// added after the property's sources went away receives the last value, then
  /// `completed`, so ``Property/observeValues(_:)`` keeps its promise of a first value.
  @inlinable
  func observeReplaying(
    _ observer: Signal<Value, Never>.Observer, storedIn current: SerialBox<Value>
  ) -> any Disposable {
    let action = Observation<Value, Never>.Action.events(observer.action)
    let addition = withLock { state -> ReplayingAddition in
      if let terminalEvent = state.terminalEvent {
        return .ended(last: current.value, terminalEvent: terminalEvent)
      }
      return .added(
        state.add(replaying: current.value, phase: phase) { token in
          Observation(core: self, token: token, action: action)
        })
    }
    if _slowPath(mayBeInspected) { Inspection.noteObservation(of: self) }
    switch addition {
    case .ended(let last, let terminalEvent):
      observer.send(.value(last))
      observer.send(terminalEvent)
      let ended = AnyDisposable()
      ended.dispose()
      return ended
    case .added(let addition):
      if case .added(_, let delivery?) = addition { drain(from: delivery) }
      return ObservationHandle(observation(for: addition, action: action))
    }
  }

  /// What adding a replaying observer found: a live core, or a terminated one.
  @usableFromInline
  enum ReplayingAddition {
    case added(SignalState<Value, Never>.Addition)
    case ended(last: Value, terminalEvent: Signal<Value, Never>.Event)
  }
}
