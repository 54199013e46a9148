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

  private var events: [ModelEvent] = []
  private var armed: [Step] = []
  private var disposeObservation: () -> Void = {}
  /// State that outlives the observations holding it unowned, until the case ends.
  private var retained: [AnyObject] = []

  /// The events the output of `modelCase`'s pipeline delivers under its script, by the
  /// documented rules.
  static func events(for modelCase: ModelCase) -> [ModelEvent] {
    let model = ReferenceModel()
    let output = model.build(modelCase.pipeline)
    model.disposeObservation = output.observe { [unowned model] event in model.receive(event) }
    for step in modelCase.script { model.perform(step) }
    model.scheduler.advance(by: ModelCase.finalAdvance)
    return model.events
  }

  private func receive(_ event: ModelEvent) {
    events.append(event)
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
    case .dispose: disposeObservation()
    case .onNextValue(let step): armed.append(step)
    }
  }

  /// Builds the stages in the order the library's operators observe their inputs: each
  /// operand is built before the operator that combines them, left to right.
  func build(_ pipeline: Pipeline) -> ModelSignal {
    switch pipeline {
    case .source(let pipe): pipes[pipe]
    case .map(let p, let add): map(build(p)) { $0 + add }
    case .filter(let p, let divisor): compactMap(build(p)) { $0 % divisor == 0 ? $0 : nil }
    case .compactMap(let p, let divisor):
      compactMap(build(p)) { $0 % divisor == 0 ? $0 / divisor : nil }
    case .scan(let p): scan(build(p))
    case .takeFirst(let p, let count): take(build(p), first: count)
    case .takeWhile(let p, let below): take(build(p), while: { $0 < below })
    case .takeUntil(let p): take(build(p), until: pipes[Step.triggerPipe])
    case .skipFirst(let p, let count): skip(build(p), first: count)
    case .skipWhile(let p, let below): skip(build(p), while: { $0 < below })
    case .skipUntil(let p): skip(build(p), until: pipes[Step.triggerPipe])
    case .skipRepeats(let p): skipRepeats(build(p))
    case .collect(let p, let count): collect(build(p), count: count)
    case .merge(let a, let b):
      binary(build(a), build(b), state: MergeState())
    case .combineLatest(let a, let b):
      binary(build(a), build(b), state: CombineLatestState())
    case .zip(let a, let b):
      binary(build(a), build(b), state: ZipState())
    case .flatMap(let p, let strategy, let inner): flatMap(build(p), strategy, inner)
    case .materialize(let p): materialize(build(p))
    case .dematerialize(let p): lift(build(p)) { output in { output.send($0) } }
    case .delay(let p, let seconds): delay(build(p), seconds)
    case .debounce(let p, let seconds): debounce(build(p), seconds)
    case .throttle(let p, let seconds): throttle(build(p), seconds)
    }
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
