/// Work that runs anew each time it is started, and reports its progress as events.
///
/// A producer is cold: creating one does nothing. Every ``start(_:)-(Signal<Value,Failure>.Observer)``
/// runs its start handler once more, with an observer of its own, and returns a
/// ``Disposable`` that interrupts that run only. A ``Signal`` is hot: it is shared, and
/// observing it starts nothing (see <doc:HotAndCold>).
///
/// ```swift
/// let greeting = SignalProducer<String, Never> { observer, lifetime in
///   print("started")
///   observer.emit("hello")
///   observer.complete()
/// }
/// greeting.startWithValues { print($0) }  // Prints "started", then "hello"
/// greeting.startWithValues { print($0) }  // Prints "started", then "hello" again
/// ```
///
/// Every operator of ``Signal`` that transforms one stream is written once and applies to
/// producers too: `producer.map { … }` is a producer whose runs map the values of runs of
/// `producer`.
///
/// > Note: The events of one run are delivered serially, in the order they were sent,
/// > like a signal's (see <doc:ThreadingAndReentrancy>). A run ends once: at its terminal
/// > event, when it is interrupted, or when an operator of the chain ends it early (as
/// > `take(first:)` does); its lifetime then ends, so the work stops.
public struct SignalProducer<Value: Sendable, Failure: Error>: Sendable {
  /// Starts a run: makes it, asks `makeObserver` for the observer its events go to — given
  /// the run's lifetime and its end — then starts the work, and returns the interrupter.
  @usableFromInline
  typealias StartRun =
    @Sendable (
      _ makeObserver: (Lifetime, any ProducerRunEnding) -> Signal<Value, Failure>.Observer
    ) -> any ProducerRunEnding

  @usableFromInline let startRun: StartRun

  /// Makes a producer whose runs an inspector recording here records, one node per run.
  @inlinable
  init(startRun: @escaping StartRun) {
    let build = Inspection.producerBuilt()
    self.startRun =
      _slowPath(build != nil)
      ? Inspection.recordingRuns(startRun, build: build) : startRun
  }

  /// Makes a producer that is no stage of its own in an inspector's graph: a layer around
  /// another producer's start that sends what that producer's runs send (`named(_:)`,
  /// `on(starting:started:)`).
  @inlinable
  init(uninspected startRun: @escaping StartRun) {
    self.startRun = startRun
  }

  /// Creates a producer that runs `startHandler` each time it is started.
  ///
  /// The handler receives the observer that sends the run's events, and the run's
  /// lifetime: add to it whatever must stop when the run ends — by its terminal event, by
  /// interruption, or because the consumer stopped early.
  ///
  /// ```swift
  /// let ticks = SignalProducer<Int, Never> { observer, lifetime in
  ///   let timer = Clock.shared.every(seconds: 1) { observer.emit($0) }
  ///   lifetime.observeEnded { timer.cancel() }
  /// }
  /// ```
  ///
  /// - Parameter startHandler: Runs once per start, at once, on the starting thread.
  @inlinable
  public init(
    _ startHandler:
      @escaping @Sendable (_ observer: Signal<Value, Failure>.Observer, _ lifetime: Lifetime)
      -> Void
  ) {
    // The same closure whether an inspector records or not, with `build` in it, and the
    // handler called only here, so that a producer made and started at once
    // (`SignalProducer(value:).start…`) is still optimised as one. A closure chosen at run
    // time between two kept its context on the heap (S9: 3,243 instructions and 6 mallocs
    // per start, against budgets of 2,208 and 3); the handler handed to the inspection
    // code kept its own there (2,534 and 4). As it is: 2,253 and 3.
    let build = Inspection.producerBuilt()
    self.init(
      uninspected: { makeObserver in
        guard _slowPath(build != nil), let recording = RunRecording.start(build!) else {
          return Self.run(startHandler, makeObserver)
        }
        defer { recording.end() }
        return Self.run(startHandler) { lifetime, run in
          recording.observer(lifetime, run, makeObserver)
        }
      })
  }

  /// Starts a run of `startHandler`: makes it, asks `makeObserver` for its observer, then
  /// runs the handler.
  @inlinable
  static func run(
    _ startHandler: @Sendable (Signal<Value, Failure>.Observer, Lifetime) -> Void,
    _ makeObserver: (Lifetime, any ProducerRunEnding) -> Signal<Value, Failure>.Observer
  ) -> any ProducerRunEnding {
    let run = ProducerRun<Value, Failure>()
    let lifetime: Lifetime = run  // The run is its own lifetime: one object, not two.
    run.attach(makeObserver(lifetime, run))
    // A run ended before its work began — an operator downstream completed at once —
    // still runs the handler, whose sends are then ignored and whose lifetime has ended.
    startHandler(Signal.Observer { run.send($0) }, lifetime)
    return run
  }

  /// Derives a producer whose runs pass every event of a run of this producer through
  /// `transformation` — the same transformation a ``Signal`` operator lifts.
  ///
  /// - Parameter endsEarly: Whether the transformation may send a terminal event before
  ///   its upstream does (`take(first:)`). Only then does its output need a gate: an
  ///   operator that ends only when its upstream ends forwards at most one terminal event,
  ///   and nothing follows it, since the run enforces the grammar at the source and every
  ///   gate upstream blocks what comes after an early end.
  @inlinable
  func lift<U, G>(
    _ transformation: @escaping Transformation<Value, Failure, U, G>, endsEarly: Bool = true
  ) -> SignalProducer<U, G> {
    guard endsEarly else {
      return SignalProducer<U, G>(startRun: { makeObserver in
        startRun { lifetime, run in transformation(makeObserver(lifetime, run), lifetime) }
      })
    }
    return SignalProducer<U, G>(startRun: { makeObserver in
      startRun { lifetime, run in
        let gate = ProducerGate(downstream: makeObserver(lifetime, run), run: run)
        return transformation(Signal.Observer { gate.send($0) }, lifetime)
      }
    })
  }

  /// Derives a producer whose runs start a run of this producer and pass its events,
  /// as a signal, through `transform`.
  ///
  /// For operators written on signals that are not single-input transformations (they
  /// observe a trigger or a timer): each run makes one signal more.
  @inlinable
  func lift<U, G>(
    signal transform: @escaping @Sendable (Signal<Value, Failure>) -> Signal<U, G>
  ) -> SignalProducer<U, G> {
    SignalProducer<U, G> { observer, lifetime in
      startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += transform(signal).observe(observer)
      }
    }
  }
}
