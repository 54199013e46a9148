/// What a flattening operator reacts to, in the order its ``Serializer`` accepted it.
@usableFromInline
enum FlattenInput<Value: Sendable, U: Sendable, Failure: Error>: Sendable {
  /// Hands the state the serializer it runs in, so that it can route the events of the
  /// inner signals it observes back through it. Always the first input.
  case attach(Serializer<Self, FlattenState<Value, U, Failure>>)
  /// An event of the outer signal.
  case outer(Signal<Value, Failure>.Event)
  /// An event of the inner signal started under `id`.
  case inner(id: UInt64, Signal<U, Failure>.Event)
}

/// The state machine of `flatMap` and `merge`, for every ``FlattenStrategy``.
///
/// It lives in a ``Serializer`` and is touched only by its `process` closure, so every
/// decision — which inner signal to observe, whether the result is done — is made in one
/// serial place: a terminal event cannot overtake a value another thread is forwarding.
/// No lock is held while it runs, so it calls the transform and sends downstream itself.
@usableFromInline
struct FlattenState<Value: Sendable, U: Sendable, Failure: Error> {
  @usableFromInline typealias Input = FlattenInput<Value, U, Failure>

  /// Applies the transform to an outer value and observes the inner signal it returns.
  ///
  /// It returns the inner signal's observation as a class-bound existential: stored in
  /// `inners`, a plain `any Disposable` was copied and destroyed through the runtime's
  /// value witnesses on every lookup, several hundred instructions per inner signal.
  @usableFromInline typealias Start =
    @Sendable (Value, Signal<U, Failure>.Observer) -> any AnyObject & Disposable

  @usableFromInline let strategy: FlattenStrategy
  @usableFromInline let start: Start
  @usableFromInline let downstream: Signal<U, Failure>.Observer
  /// The serializer this state runs in, set by the first input, `.attach` (see
  /// ``SerializerLink``).
  @usableFromInline var link: SerializerLink<Value, U, Failure>?
  @inlinable
  var serializer: Serializer<Input, Self>? { link?.serializer }
  /// The observations of the inner signals, under the id their events are tagged with:
  /// the bag's tokens, which increase, so no id is ever reused and lookups need no
  /// hashing. When the result is torn down, the serializer's close disposes them (see
  /// ``disposeInners()``).
  @usableFromInline var inners = Bag<any AnyObject & Disposable>()
  /// Outer values waiting for their turn under `.concat` and `.concurrent`; not yet
  /// transformed.
  @usableFromInline var waiting = EventQueue<Value>()
  /// The inner signal that sent first under `.race`.
  @usableFromInline var winner: UInt64?
  @usableFromInline var isOuterCompleted = false
  @usableFromInline var isTerminated = false

  @inlinable
  init(
    strategy: FlattenStrategy,
    start: @escaping Start,
    downstream: Signal<U, Failure>.Observer
  ) {
    self.strategy = strategy
    self.start = start
    self.downstream = downstream
  }

  @inlinable
  mutating func process(_ input: consuming Input) {
    guard !isTerminated else { return }
    switch consume input {
    case .attach(let serializer):
      link = SerializerLink(serializer)
    case .outer(.value(let value)):
      receiveOuter(value)
    case .outer(.completed):
      isOuterCompleted = true
      completeIfDone()
    case .outer(.failed(let error)):
      terminate(with: .failed(error))
    case .outer(.interrupted):
      terminate(with: .interrupted)
    case .inner(let id, let event):
      receiveInner(id: id, event)
    }
  }

  @inlinable
  mutating func receiveOuter(_ value: Value) {
    switch strategy {
    case .merge:
      startInner(value)
    case .concat:
      // An empty `inners` means the queue is empty too: an inner completing starts the next.
      if inners.isEmpty { startInner(value) } else { waiting.append(value) }
    case .latest:
      disposeInners { _ in true }
      startInner(value)
    case .race:
      if winner == nil { startInner(value) }
    case .concurrent(let limit):
      // The queue is never filled while a slot is free: a completion starts the next.
      if inners.count < max(limit, 1) { startInner(value) } else { waiting.append(value) }
    case .throttle:
      if inners.isEmpty { startInner(value) }
    }
  }

  @inlinable
  mutating func receiveInner(id: UInt64, _ event: Signal<U, Failure>.Event) {
    // Events of an inner signal disposed meanwhile may still be queued: they are stale.
    guard inners.contains(token: id) else { return }
    if case .race = strategy, winner == nil {
      winner = id
      disposeInners { $0 != id }
    }
    switch event {
    case .value(let value):
      downstream.emit(value)
    case .completed:
      _ = inners.remove(token: id)  // Its observation ended with the inner signal.
      switch strategy {
      case .concat, .concurrent:
        if let next = waiting.popFirst() { startInner(next) }
      case .merge, .latest, .race, .throttle: break
      }
      completeIfDone()
    case .failed, .interrupted:
      terminate(with: event)
    }
  }

  @inlinable
  mutating func startInner(_ value: Value) {
    let id = inners.upcomingToken
    let link = link!  // Set by `.attach`, the first input.
    // An inner signal that has already terminated sends its terminal event during
    // `start`; the serializer queues it behind this input, after `inners` records `id`.
    let observer = Signal<U, Failure>.Observer { event in
      link.serializer.send(.inner(id: id, event))
    }
    let observation = start(value, observer)
    // Nothing else inserts meanwhile: `start` cannot re-enter the serializer's `process`.
    inners.insert(observation)
  }

  @inlinable
  mutating func disposeInners(where shouldDispose: (UInt64) -> Bool) {
    inners.snapshot.forEachElement { token, _ in
      if shouldDispose(token) { inners.remove(token: token)?.dispose() }
    }
  }

  /// Disposes every inner observation: when the result terminates, and when the
  /// serializer closes because the result was torn down, from any thread.
  @inlinable
  mutating func disposeInners() {
    inners.removeAll().forEachElement { _, inner in inner.dispose() }
  }

  @inlinable
  mutating func completeIfDone() {
    if isOuterCompleted, inners.isEmpty { terminate(with: .completed) }
  }

  @inlinable
  mutating func terminate(with event: Signal<U, Failure>.Event) {
    isTerminated = true
    disposeInners()
    waiting = EventQueue()
    downstream.send(event)
    serializer?.close()
  }
}

/// A flattening operator's serializer, shared by its state and the observers of its inner
/// signals, which route their events back through it.
///
/// A strong reference, so the serializer, its state and this link form a cycle while the
/// operator runs. The cycle keeps nothing alive for longer: the result's lifetime holds
/// the serializer until it ends anyway, and then closes it, which ends the cycle — the
/// serializer disposes the inner observations (which hold the link) and lets go of its
/// state (which holds it too). An inner event still on its way after that reaches a
/// closed serializer, which drops it.
///
/// As a weak reference, every event of an inner signal loaded it strongly, and released
/// it: a call into the runtime and two atomic operations (S4, 2026-11-27).
@usableFromInline
final class SerializerLink<Value: Sendable, U: Sendable, Failure: Error>: Sendable {
  @usableFromInline let serializer:
    Serializer<FlattenInput<Value, U, Failure>, FlattenState<Value, U, Failure>>

  @inlinable
  init(_ serializer: Serializer<FlattenInput<Value, U, Failure>, FlattenState<Value, U, Failure>>) {
    self.serializer = serializer
  }
}
