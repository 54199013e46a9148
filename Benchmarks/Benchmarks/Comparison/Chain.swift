import Benchmark
import OpenCombine
import Reference
import Signals

/// S1: one source, map(+1), filter(even), map(*2), one observer summing; per event.
func chain() {
  scenario(
    "S1 chain",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (source, emitter) = Signal<Int, Never>.pipe()
        let observation = source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }
          .observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { emitter.emit(value) }
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let source = PassthroughSubject<Int, Never>()
        let cancellable = source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }
          .sink { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { source.send(value) }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let source = Subject()
        source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }.observe { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { source.send(value) }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}
