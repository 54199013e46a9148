import Signals
import SignalsTesting

/// Runs a case on Signals itself: builds the pipeline over real pipes on a
/// `TestScheduler`, plays the script and records what the output's observer receives.
final class LibraryRun: Sendable {
  private struct Recording {
    var deliveries: [Delivery] = []
    var armed: [Step] = []
    /// What the script's disposals end, in order: one per observer.
    var observations: [any Disposable] = []
    /// Set once the script is over, before the observation ends: disposing a run
    /// interrupts it, and that is no part of the script.
    var isOver = false
  }

  let pipes = (0..<4).map { _ in Signal<Int, TestError>.pipe() }
  let trigger = Signal<Int, Never>.pipe()
  let scheduler = TestScheduler()
  let lifetime: Lifetime
  /// The token of ``lifetime``, released by ``Step/endLifetime``.
  private let token: Locked<Lifetime.Token?>
  private let recording = Locked.make(Recording())

  init() {
    let (lifetime, token) = Lifetime.make()
    self.lifetime = lifetime
    self.token = Locked.make(token)
  }

  /// What the observers of `modelCase`'s pipeline receive under its script.
  ///
  /// - Returns: The deliveries, and whether the run — its pipes, its scheduler and every
  ///   operator in between — was freed once the script was over and the observations
  ///   disposed: a cycle anywhere would keep it.
  static func outcome(for modelCase: ModelCase) -> (deliveries: [Delivery], isReleased: Bool) {
    weak var released: LibraryRun?
    let deliveries = deliveries(for: modelCase) { released = $0 }
    return (deliveries, released == nil)
  }

  private static func deliveries(
    for modelCase: ModelCase, watching watch: (LibraryRun) -> Void
  ) -> [Delivery] {
    let run = LibraryRun()
    watch(run)
    var observations: [any Disposable] = []
    if modelCase.isProducer {
      let producer = run.buildProducer(modelCase.pipeline)
      for observer in 0..<modelCase.observerCount {
        observations.append(producer.start { [run] in run.receive($0, by: observer) })
      }
    } else {
      let signal = run.build(modelCase.pipeline)
      for observer in 0..<modelCase.observerCount {
        observations.append(signal.observe { [run] in run.receive($0, by: observer) })
      }
    }
    run.recording.withLock { $0.observations = observations }
    for step in modelCase.script { run.perform(step) }
    run.scheduler.advance(by: .seconds(ModelCase.finalAdvance))
    // Ends the observations before the emitters go, whose release interrupts the pipes.
    run.recording.withLock { $0.isOver = true }
    for observation in observations { observation.dispose() }
    return run.recording.withLock { $0.deliveries }
  }

  private func receive(_ event: ModelEvent, by observer: Int) {
    let reaction = recording.withLock { recording -> Step? in
      guard !recording.isOver else { return nil }
      recording.deliveries.append(Delivery(observer: observer, event: event))
      guard case .value = event, !recording.armed.isEmpty else { return nil }
      return recording.armed.removeFirst()
    }
    if let reaction { perform(reaction) }
  }

  private func perform(_ step: Step) {
    switch step {
    case .emit(Step.triggerPipe, let value): trigger.emitter.emit(value)
    case .complete(Step.triggerPipe): trigger.emitter.complete()
    case .interrupt(Step.triggerPipe): trigger.emitter.interrupt()
    case .emit(let pipe, let value): pipes[pipe].emitter.emit(value)
    case .fail(let pipe, let code): pipes[pipe].emitter.fail(TestError(code: code))
    case .complete(let pipe): pipes[pipe].emitter.complete()
    case .interrupt(let pipe): pipes[pipe].emitter.interrupt()
    case .advance(let seconds): scheduler.advance(by: .seconds(seconds))
    case .dispose:
      recording.withLock { $0.observations.isEmpty ? nil : $0.observations.removeFirst() }?
        .dispose()
    case .onNextValue(let step): recording.withLock { $0.armed.append(step) }
    case .endLifetime:
      // Released outside the lock: ending the lifetime completes `take(during:)`.
      let released = token.withLock { token in
        defer { token = nil }
        return token
      }
      withExtendedLifetime(released) {}
    }
  }

  func build(_ pipeline: Pipeline) -> Signal<Int, TestError> {
    let scheduler = scheduler
    switch pipeline {
    case .source(let pipe): return pipes[pipe].signal
    case .map(let p, let add): return build(p).map { $0 + add }
    case .filter(let p, let divisor): return build(p).filter { $0 % divisor == 0 }
    case .compactMap(let p, let divisor):
      return build(p).compactMap { $0 % divisor == 0 ? $0 / divisor : nil }
    case .scan(let p): return build(p).scan(0) { $0 &+ $1 }
    case .takeFirst(let p, let count): return build(p).take(first: count)
    case .takeWhile(let p, let below): return build(p).take(while: { $0 < below })
    case .takeUntil(let p): return build(p).take(until: trigger.signal)
    case .skipFirst(let p, let count): return build(p).skip(first: count)
    case .skipWhile(let p, let below): return build(p).skip(while: { $0 < below })
    case .skipUntil(let p): return build(p).skip(until: trigger.signal)
    case .skipRepeats(let p): return build(p).skipRepeats()
    case .collect(let p, nil): return build(p).collect().map { Fold.array($0) }
    case .collect(let p, .some(let count)):
      return build(p).collect(count: count).map { Fold.array($0) }
    case .collectWhen(let p, let atLeast):
      return build(p).collect { values in values.reduce(0, &+) >= atLeast }.map { Fold.array($0) }
    case .collectBefore(let p):
      return build(p).collect { values, next in next < values.last! }.map { Fold.array($0) }
    case .merge(let a, let b):
      let left = build(a)
      return left.merge(with: build(b))
    case .combineLatest(let a, let b):
      let left = build(a)
      return left.combineLatest(with: build(b)).map { Fold.pair($0) }
    case .zip(let a, let b):
      let left = build(a)
      return left.zip(with: build(b)).map { Fold.pair($0) }
    case .combineLatestMany(let inputs, let isSequence):
      let signals = inputs.map(build)
      if isSequence { return Signal.combineLatest(signals).map { Fold.array($0) } }
      return signals.count == 3
        ? Signal.combineLatest(signals[0], signals[1], signals[2]).map { Fold.array([$0, $1, $2]) }
        : Signal.combineLatest(signals[0], signals[1], signals[2], signals[3])
          .map { Fold.array([$0, $1, $2, $3]) }
    case .zipMany(let inputs, let isSequence):
      let signals = inputs.map(build)
      if isSequence { return Signal.zip(signals).map { Fold.array($0) } }
      return signals.count == 3
        ? Signal.zip(signals[0], signals[1], signals[2]).map { Fold.array([$0, $1, $2]) }
        : Signal.zip(signals[0], signals[1], signals[2], signals[3])
          .map { Fold.array([$0, $1, $2, $3]) }
    case .flatMap(let p, let strategy, let inner):
      return flatMap(build(p), strategy, inner)
    case .materialize(let p):
      return build(p).materialize().map { Fold.event($0) }.promoteError(TestError.self)
    case .dematerialize(let p): return build(p).materialize().dematerialize()
    case .delay(let p, let seconds): return build(p).delay(.seconds(seconds), on: scheduler)
    case .debounce(let p, let seconds):
      return build(p).debounce(.seconds(seconds), on: scheduler)
    case .throttle(let p, let seconds): return build(p).throttle(.seconds(seconds), on: scheduler)
    case .observeOn(let p): return build(p).observe(on: scheduler)
    case .lazyMap(let p, let add): return build(p).lazyMap(on: scheduler) { $0 + add }
    case .timeout(let p, let seconds):
      return build(p).timeout(
        after: .seconds(seconds), raising: TestError(code: 10 + seconds), on: scheduler)
    case .takeDuring(let p): return build(p).take(during: lifetime)
    }
  }

  private func flatMap(
    _ outer: Signal<Int, TestError>, _ strategy: Pipeline.Strategy, _ inner: Pipeline.Inner
  ) -> Signal<Int, TestError> {
    let strategy = FlattenStrategy(strategy)
    switch inner {
    case .signal:
      let pipes = pipes.map(\.signal)
      return outer.flatMap(strategy) { pipes[2 + $0 % 2] }
    case .signalProducer, .values, .timed, .retried:
      let transform = innerTransform(inner)
      return outer.flatMap(strategy) { transform($0) }
    }
  }

  /// What `flatMap` maps a value to, as a producer: every kind but a bare signal.
  func innerTransform(_ inner: Pipeline.Inner)
    -> @Sendable (Int) -> SignalProducer<
      Int, TestError
    >
  {
    let pipes = pipes.map(\.signal)
    let scheduler = scheduler
    return switch inner {
    case .signal, .signalProducer: { SignalProducer(pipes[2 + $0 % 2]) }
    case .values: { Self.values($0) }
    case .timed: { Self.values($0).delay(.seconds($0 % 3 + 1), on: scheduler) }
    case .retried: { Self.retried($0) }
    }
  }

  static func values(_ value: Int) -> SignalProducer<Int, TestError> {
    SignalProducer { observer, _ in
      observer.emit(value)
      observer.emit(value + 1)
      if value % 7 == 3 {
        observer.fail(TestError(code: value))
      } else {
        observer.complete()
      }
    }
  }

  /// `retry(upTo: 2)` of a synchronous producer whose attempt `a` sends `value * 10 + a`,
  /// then fails while `a < value % 4` and completes after.
  static func retried(_ value: Int) -> SignalProducer<Int, TestError> {
    let attempts = Locked.make(0)
    return SignalProducer { observer, _ in
      let attempt = attempts.withLock { attempts in
        defer { attempts += 1 }
        return attempts
      }
      observer.emit(value * 10 + attempt)
      if attempt < value % 4 {
        observer.fail(TestError(code: value))
      } else {
        observer.complete()
      }
    }
    .retry(upTo: 2)
  }
}
