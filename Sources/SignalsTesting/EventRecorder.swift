import Signals

/// Records every event a signal delivers, for assertions in tests.
///
/// A recorder is thread-safe: it may observe a signal that sends from many threads.
/// Releasing it ends its observation, or interrupts the run it started: an observed
/// signal stays alive until it ends, so a recorder of one that never ends would
/// otherwise keep it, and its own storage, for as long as the process lives.
///
/// ```swift
/// let (signal, emitter) = Signal<Int, Never>.pipe()
/// let recorder = EventRecorder(signal.map { $0 + 1 })
/// emitter.emit(1)
/// emitter.complete()
/// #expect(recorder.events == [.value(2), .completed])
/// ```
public final class EventRecorder<Value: Sendable, Failure: Error>: Sendable {
  /// The kind of event a recorder stores.
  public typealias Event = Signal<Value, Failure>.Event

  private final class Storage: Sendable {
    let events = Locked<[Event]>.make([])
  }

  // Kept apart from the recorder so that observing does not make the signal retain it.
  private let storage = Storage()
  private let observation = SerialDisposable()

  /// Creates a recorder that records nothing until it observes a signal.
  public init() {}

  deinit { observation.dispose() }

  /// Creates a recorder observing `signal`.
  public convenience init(_ signal: Signal<Value, Failure>) {
    self.init()
    observe(signal)
  }

  /// Creates a recorder that starts `producer` and records the events of that run.
  public convenience init(_ producer: SignalProducer<Value, Failure>) {
    self.init()
    start(producer)
  }

  /// Creates a recorder that starts `producer` with `scheduler` as the host of its async
  /// work, so that a producer made with `SignalProducer { () async in … }` or `bindAsync`
  /// runs as the scheduler advances, on virtual time.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let clock = scheduler.clock
  /// let answer = SignalProducer<Int, Never> { () async in
  ///   try? await clock.sleep(for: .seconds(1))
  ///   return 42
  /// }
  /// let recorder = EventRecorder(answer, hostedBy: scheduler)
  /// scheduler.advance(by: .seconds(1))
  /// #expect(recorder.events == [.value(42), .completed])
  /// ```
  ///
  /// Work that awaits something the scheduler does not drive — another thread's answer —
  /// arrives with `await scheduler.settle()`.
  public convenience init(
    _ producer: SignalProducer<Value, Failure>, hostedBy scheduler: TestScheduler
  ) {
    self.init()
    scheduler.withAsyncWork { start(producer) }
  }

  /// Starts a run of `producer` and records its events, interrupting any run or ending any
  /// observation this recorder had before.
  public func start(_ producer: SignalProducer<Value, Failure>) {
    observation.inner = producer.start(observer)
  }

  /// Interrupts the run this recorder started, if it is still going.
  public func interrupt() {
    observation.inner?.dispose()
  }

  /// Starts recording `signal`, ending any previous observation of this recorder.
  public func observe(_ signal: Signal<Value, Failure>) {
    observation.inner = signal.observe(observer)
  }

  /// An observer that records the events sent to it.
  public var observer: Signal<Value, Failure>.Observer {
    Signal.Observer { [storage] event in storage.events.withLock { $0.append(event) } }
  }

  /// Ends the observation; the recorder keeps what it recorded.
  public func stopObserving() {
    observation.dispose()
  }

  /// Every event recorded so far, in delivery order.
  public var events: [Event] { storage.events.withLock { $0 } }

  /// The values recorded so far, in delivery order.
  public var values: [Value] { events.compactMap(\.value) }

  /// The terminal event, if one was recorded.
  public var terminalEvent: Event? { events.last { $0.isTerminating } }

  /// Whether a terminal event was recorded.
  public var isTerminated: Bool { terminalEvent != nil }

  /// Whether the recorded signal completed.
  public var isCompleted: Bool {
    if case .completed = terminalEvent { return true }
    return false
  }

  /// Whether the recorded signal was interrupted.
  public var isInterrupted: Bool {
    if case .interrupted = terminalEvent { return true }
    return false
  }

  /// The error the recorded signal failed with, if it failed.
  public var failure: Failure? { terminalEvent?.error }
}
