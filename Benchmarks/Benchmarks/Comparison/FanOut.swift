import Benchmark
import OpenCombine
import Reference
import Signals

/// S2: one source, 100 observers; per delivery (10 sends of 100 deliveries an iteration).
func fanOut() {
  let observerCount = 100
  scenario(
    "S2 fan-out",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (source, emitter) = Signal<Int, Never>.pipe()
        let observations = (0..<observerCount).map { _ in source.observeValues { sink.add($0) } }
        benchmark.startMeasurement()
        for value in 0..<benchmark.scaledIterations.count / observerCount { emitter.emit(value) }
        benchmark.stopMeasurement()
        for observation in observations { observation.dispose() }
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let source = PassthroughSubject<Int, Never>()
        let cancellables = (0..<observerCount).map { _ in source.sink { sink.add($0) } }
        benchmark.startMeasurement()
        for value in 0..<benchmark.scaledIterations.count / observerCount { source.send(value) }
        benchmark.stopMeasurement()
        for cancellable in cancellables { cancellable.cancel() }
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let source = Subject()
        for _ in 0..<observerCount { source.observe { sink.add($0) } }
        benchmark.startMeasurement()
        for value in 0..<benchmark.scaledIterations.count / observerCount { source.send(value) }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}
