import Signals

/// The reference model: a pure, single-threaded interpreter of the documented semantics
/// of Signals, written without any of its machinery, to run each case against.
///
/// Every stage is a ``ModelNode`` over a ``ModelSignal``, which state the delivery rules
/// (drain order for reentrant sends, observers snapshotted when an event is accepted);
/// the operators, in the extensions beside this file, state the rules of their DocC
/// comments and of `FlattenStrategy`; time is a ``ModelScheduler``.
final class ReferenceModel {
  let pipes = (0..<Step.pipeCount).map { _ in ModelSignal() }
  let scheduler = ModelScheduler()
  /// Completes when the script ends the lifetime of `take(during:)`.
  let lifetime = ModelSignal()

  private var deliveries: [Delivery] = []
  private var armed: [Step] = []
  /// What the script's disposals end, in order: one per observer.
  private var disposals: [() -> Void] = []
  /// State that outlives the observations holding it unowned, until the case ends.
  private var retained: [AnyObject] = []
  /// Whether the stages are runs of producers, started in the order their operators
  /// start them, rather than signals built in the order their operators are applied.
  private(set) var isProducer = false
  /// In the producer form, the run last started of its own: where interrupting the
  /// whole run enters (see ``build(_:)``).
  private var lastRun: ModelSignal?
  /// In the producer form, what stages do as they start, held until the output is
  /// observed: a run's observer is in place before its work begins.
  private var startActions: [() -> Void] = []

  /// What the observers of `modelCase`'s pipeline receive under its script, by the
  /// documented rules.
  static func deliveries(for modelCase: ModelCase) -> [Delivery] {
    let model = ReferenceModel()
    model.isProducer = modelCase.isProducer
    if modelCase.isProducer {
      // A run per observer, each started whole before the next.
      for observer in 0..<modelCase.observerCount {
        model.startActions = []
        let output = model.build(modelCase.pipeline)
        output.observe { [unowned model] in model.receive($0, by: observer) }
        for action in model.startActions { action() }
        // Disposing a run interrupts it, where its events start.
        let run = model.lastRun ?? output
        model.disposals.append { run.interrupt() }
      }
    } else {
      let output = model.build(modelCase.pipeline)
      for observer in 0..<modelCase.observerCount {
        model.disposals.append(
          output.observe { [unowned model] in model.receive($0, by: observer) })
      }
    }
    for step in modelCase.script { model.perform(step) }
    model.scheduler.advance(by: ModelCase.finalAdvance)
    return model.deliveries
  }

  private func receive(_ event: ModelEvent, by observer: Int) {
    deliveries.append(Delivery(observer: observer, event: event))
    guard case .value = event, !armed.isEmpty else { return }
    perform(armed.removeFirst())
  }

  private func perform(_ step: Step) {
    switch step {
    case .emit(let pipe, let value): pipes[pipe].send(.value(value))
    case .fail(let pipe, let code): pipes[pipe].send(.failed(TestError(code: code)))
    case .complete(let pipe): pipes[pipe].send(.completed)
    case .interrupt(let pipe): pipes[pipe].send(.interrupted)
    case .advance(let seconds): scheduler.advance(by: seconds)
    case .dispose: if !disposals.isEmpty { disposals.removeFirst()() }
    case .endLifetime: lifetime.send(.completed)
    case .onNextValue(let step): armed.append(step)
    }
  }

  /// Builds the stages in the order the library's operators observe their inputs: each
  /// operand is built before the operator that combines them, left to right.
  ///
  /// The forms differ in two ways. When a pipe is observed: a signal operator observes it
  /// when applied, so after every stage of its operand; a run of a producer observes it
  /// when started, so before them. And in what disposing does: it ends a signal's
  /// observation quietly, but interrupts a producer's run where the run's events start —
  /// below the single-input operators that are not timed, which are threaded into the run
  /// of their operand and pass the interruption on like any other (`materialize()` turns
  /// it into a value); every other operator starts a run of its own, and the last one
  /// started is the top's.
  func build(_ pipeline: Pipeline) -> ModelSignal {
    let output = buildStage(pipeline)
    if isProducer && !pipeline.isThreadedIntoRun { lastRun = output }
    return output
  }

  private func buildStage(_ pipeline: Pipeline) -> ModelSignal {
    switch pipeline {
    case .source(let pipe):
      isProducer ? lift(pipes[pipe]) { output in { output.send($0) } } : pipes[pipe]
    case .map(let p, let add): map(build(p)) { $0 + add }
    case .filter(let p, let divisor): compactMap(build(p)) { $0 % divisor == 0 ? $0 : nil }
    case .compactMap(let p, let divisor):
      compactMap(build(p)) { $0 % divisor == 0 ? $0 / divisor : nil }
    case .scan(let p): scan(build(p))
    case .takeFirst(let p, let count): take(build(p), first: count)
    case .takeWhile(let p, let below): take(build(p), while: { $0 < below })
    case .takeUntil(let p): take(until: pipes[Step.triggerPipe], after: operand(p))
    case .skipFirst(let p, let count): skip(build(p), first: count)
    case .skipWhile(let p, let below): skip(build(p), while: { $0 < below })
    case .skipUntil(let p): skip(until: pipes[Step.triggerPipe], after: operand(p))
    case .skipRepeats(let p): skipRepeats(build(p))
    case .collect(let p, let count): collect(build(p), count: count)
    case .collectWhen(let p, let atLeast):
      collect(build(p)) { values, _ in values.reduce(0, &+) >= atLeast }
    case .collectBefore(let p):
      collect(build(p), isAfter: false) { values, next in next < values.last! }
    case .merge(let a, let b):
      combining([build(a), build(b)], state: MergeState())
    case .combineLatest(let a, let b):
      combining([build(a), build(b)], state: CombineLatestState(count: 2))
    case .zip(let a, let b):
      combining([build(a), build(b)], state: ZipState(count: 2))
    case .combineLatestMany(let inputs, _):
      combining(inputs.map(build), state: CombineLatestState(count: inputs.count))
    case .zipMany(let inputs, _):
      combining(inputs.map(build), state: ZipState(count: inputs.count))
    case .flatMap(let p, let strategy, let inner): flatMap(build(p), strategy, inner)
    case .materialize(let p): materialize(build(p))
    case .dematerialize(let p): lift(build(p)) { output in { output.send($0) } }
    case .delay(let p, let seconds): delay(build(p), seconds)
    case .debounce(let p, let seconds): debounce(build(p), seconds)
    case .throttle(let p, let seconds): throttle(build(p), seconds)
    case .observeOn(let p): observeOn(build(p))
    case .timeout(let p, let seconds): timeout(seconds, after: operand(p))
    case .takeDuring(let p): take(until: lifetime, after: operand(p))
    case .lazyMap(let p, let add): lazyMap(build(p), add: add)
    }
  }

  /// The operand of an operator that observes a trigger, which it observes first: as a
  /// signal, the operand is built before (the closure returns it); as a producer, its run
  /// starts after the trigger is observed (the closure starts it).
  private func operand(_ pipeline: Pipeline) -> () -> ModelSignal {
    if isProducer { return { self.build(pipeline) } }
    let signal = build(pipeline)
    return { signal }
  }

  /// Runs `action` as the stage starts: at once for a signal, once the output is observed
  /// for a producer's run.
  func atStart(_ action: @escaping () -> Void) {
    if isProducer { startActions.append(action) } else { action() }
  }

  func retain(_ object: AnyObject) {
    retained.append(object)
  }

  /// A stage with one input: `makeProcess` returns what handles each upstream event.
  func lift(
    _ upstream: ModelSignal, _ makeProcess: (_ output: ModelSignal) -> (ModelEvent) -> Void
  ) -> ModelSignal {
    let node = ModelNode()
    let process = makeProcess(node.output)
    upstream.observe { event in node.serially { process(event) } }
    return node.output
  }
}
