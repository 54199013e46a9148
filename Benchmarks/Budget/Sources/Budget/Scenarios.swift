import Dispatch
import Interactors
import Signals

/// Every scenario of `Benchmarks/` that runs on one thread, by its number there, with the
/// Signals side of its benchmark; one event is what the benchmark calls one.
let scenarios: [String: Scenario] = [
  "S1": chain, "S2": fanOut, "S3": churn, "S4": flatMapMerge, "S5": combineLatest,
  "S6": propertySet, "S8": addingObservers, "S9": coldStart, "S10": producerChain,
  "S11": threadHop, "S13": interactorCommand,
]

/// S1: a value through `map`, `filter`, `map` to one observer.
func chain(events: Int, sink: Sink) {
  let (source, emitter) = Signal<Int, Never>.pipe()
  let observation = source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }
    .observeValues { sink.add($0) }
  measuredRegion { for value in 0..<events { emitter.emit(value) } }
  observation.dispose()
}

/// S2: one delivery to one of a source's 100 observers.
func fanOut(events: Int, sink: Sink) {
  let (source, emitter) = Signal<Int, Never>.pipe()
  let observations = (0..<100).map { _ in source.observeValues { sink.add($0) } }
  measuredRegion { for value in 0..<events / 100 { emitter.emit(value) } }
  for observation in observations { observation.dispose() }
}

/// S3: an observer added to a live source, then disposed.
func churn(events: Int, sink: Sink) {
  let (source, emitter) = Signal<Int, Never>.pipe()
  let permanent = source.observeValues { sink.add($0) }
  measuredRegion {
    for _ in 0..<events { source.observeValues { sink.add($0) }.dispose() }
  }
  emitter.emit(1)
  permanent.dispose()
}

/// S4: an outer value whose inner signal sends one value and completes, merged.
///
/// The pipeline is made in the measured function, as the timed benchmark makes it in its
/// loop's function: whether the optimizer puts each inner emitter on the stack depends on
/// how much code that function holds, and with the pipeline made elsewhere this count
/// missed a fifth allocation per outer value that the timed benchmark saw. A first run,
/// not counted, instantiates the types' metadata, work done once per process.
func flatMapMerge(events: Int, sink: Sink) {
  mergeFlattened(events: 1, sink: sink)
  measuredRegion { mergeFlattened(events: events, sink: sink) }
}

@inline(__always)
private func mergeFlattened(events: Int, sink: Sink) {
  let (outer, emitter) = Signal<Signal<Int, Never>, Never>.pipe()
  let observation = outer.flatMap(.merge) { $0 }.observeValues { sink.add($0) }
  for value in 0..<events {
    let (inner, innerEmitter) = Signal<Int, Never>.pipe()
    emitter.emit(inner)
    innerEmitter.emit(value)
    innerEmitter.complete()
  }
  observation.dispose()
}

/// S5: a send on one of two combined sources, alternately.
func combineLatest(events: Int, sink: Sink) {
  let (first, firstEmitter) = Signal<Int, Never>.pipe()
  let (second, secondEmitter) = Signal<Int, Never>.pipe()
  let observation = Signal.combineLatest(first, second).observeValues { sink.add($0 &+ $1) }
  firstEmitter.emit(0)
  secondEmitter.emit(0)
  measuredRegion {
    for value in 0..<events {
      if value.isMultiple(of: 2) { firstEmitter.emit(value) } else { secondEmitter.emit(value) }
    }
  }
  observation.dispose()
}

/// S6: a set of a mutable property with one observer.
func propertySet(events: Int, sink: Sink) {
  let property = MutableProperty(0)
  let observation = property.observeValues { sink.add($0) }
  measuredRegion { for value in 0..<events { property.value = value } }
  observation.dispose()
}

/// S8: one more observer added to a source that keeps them all.
func addingObservers(events: Int, sink: Sink) {
  let (source, emitter) = Signal<Int, Never>.pipe()
  var observations: [any Disposable] = []
  observations.reserveCapacity(events)
  measuredRegion {
    for _ in 0..<events { observations.append(source.observeValues { sink.add($0) }) }
  }
  emitter.emit(1)
  for observation in observations { observation.dispose() }
}

/// S9: a one-value producer made, started and received.
func coldStart(events: Int, sink: Sink) {
  measuredRegion {
    for value in 0..<events { SignalProducer(value: value).startWithValues { sink.add($0) } }
  }
}

/// S10: a start of a `map`, `filter`, `map` chain over a one-value producer.
func producerChain(events: Int, sink: Sink) {
  let chain = SignalProducer(value: 1).map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }
  measuredRegion { for _ in 0..<events { chain.startWithValues { sink.add($0) } } }
}

/// S11: a value sent here and delivered on a serial Dispatch queue. The counts include
/// the queue's thread; how many values each batch takes varies a little with how the
/// threads interleave, which the check's 10% allows.
func threadHop(events: Int, sink: Sink) {
  let queue = DispatchQueue(label: "S11")
  let (signal, emitter) = Signal<Int, Never>.pipe()
  let observation = signal.observe(on: QueueScheduler(queue: queue))
    .observeValues { sink.add($0) }
  measuredRegion {
    for value in 0..<events { emitter.emit(value) }
    queue.sync {}
  }
  observation.dispose()
}

/// S13: a command through an interactor to a new view model.
func interactorCommand(events: Int, sink: Sink) {
  let interactor = Interactor(reducer: Counter.self, initialViewModel: 0, scheduler: .immediate)
  let observation = interactor.viewModel.signal.observeValues { sink.add($0) }
  measuredRegion { for value in 0..<events { interactor.send(value) } }
  observation.dispose()
}

/// A reducer that adds each command to the count.
enum Counter: Reducer {
  typealias ViewModel = Int
  typealias Effect = Never

  static func reduce(state: State, command: Int) -> State {
    State(viewModel: state.viewModel &+ command &+ 1)
  }
}
