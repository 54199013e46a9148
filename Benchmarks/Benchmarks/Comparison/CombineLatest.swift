import Benchmark
import Reference
import Signals

/// S5: combineLatest of two sources sent to alternately; per send.
///
/// OpenCombine has no combineLatest, so it sits this one out. Both sources have sent a
/// value before the measurement, so every measured send emits a pair.
func combineLatest() {
  scenario(
    "S5 combineLatest",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (first, firstEmitter) = Signal<Int, Never>.pipe()
        let (second, secondEmitter) = Signal<Int, Never>.pipe()
        let observation = Signal.combineLatest(first, second).observeValues {
          sink.add($0 &+ $1)
        }
        firstEmitter.emit(0)
        secondEmitter.emit(0)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          if value.isMultiple(of: 2) { firstEmitter.emit(value) } else { secondEmitter.emit(value) }
        }
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let first = Subject()
        let second = Subject()
        let pairs = Pairs(first, second)
        pairs.observe { sink.add($0 &+ $1) }
        first.send(0)
        second.send(0)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          if value.isMultiple(of: 2) { first.send(value) } else { second.send(value) }
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(pairs) {}
        blackHole(sink.total)
      },
    ])
}
