import Benchmark
import OpenCombine
import Reference
import Signals

/// S4: each outer value is flattened into an inner signal that emits one value and
/// completes; per outer value.
///
/// Signals are hot, so the inner signal is made, sent on the outer one, and only then
/// emits and completes; the other implementations do exactly the same.
func flatMapMerge() {
  scenario(
    "S4 flatMap",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (outer, emitter) = Signal<Signal<Int, Never>, Never>.pipe()
        let observation = outer.flatMap(.merge) { $0 }.observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          let (inner, innerEmitter) = Signal<Int, Never>.pipe()
          emitter.emit(inner)
          innerEmitter.emit(value)
          innerEmitter.complete()
        }
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let cancellable = outer.flatMap { $0 }.sink { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          let inner = PassthroughSubject<Int, Never>()
          outer.send(inner)
          inner.send(value)
          inner.send(completion: .finished)
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let outer = Subjects()
        outer.flattenMerged().observe { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          let inner = Subject()
          outer.send(inner)
          inner.send(value)
          inner.complete()
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}
