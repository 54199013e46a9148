import Benchmark
import OpenCombine
import Reference
import Signals

/// S3: add an observer to a live source, then dispose it; per pair.
///
/// The source keeps one other observer throughout, as a live source in an app would.
func churn() {
  scenario(
    "S3 churn",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (source, emitter) = Signal<Int, Never>.pipe()
        let permanent = source.observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          source.observeValues { sink.add($0) }.dispose()
        }
        benchmark.stopMeasurement()
        emitter.emit(1)
        permanent.dispose()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let source = PassthroughSubject<Int, Never>()
        let permanent = source.sink { sink.add($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          source.sink { sink.add($0) }.cancel()
        }
        benchmark.stopMeasurement()
        source.send(1)
        permanent.cancel()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let source = Subject()
        source.observe { sink.add($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          source.remove(source.observe { sink.add($0) })
        }
        benchmark.stopMeasurement()
        source.send(1)
        blackHole(sink.total)
      },
    ])
}
