import Benchmark
import OpenCombine
import Signals

/// S9: make a one-value cold source, start it and receive its value; per start.
///
/// Both make the source inside the loop, as `Just(value).sink` does: the start handler's
/// closure is part of what a user pays.
func coldStart() {
  scenario(
    "S9 cold start",
    [
      .signals: { benchmark in
        let sink = Sink()
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          SignalProducer(value: value).startWithValues { sink.add($0) }
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          _ = Just(value).sink { sink.add($0) }
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}

/// S10: a map → filter → map chain over a one-value cold source, built once and started
/// once per iteration; per start.
///
/// OpenCombine's `Just.map` folds into another `Just`, so its chain is spelled out with
/// `Publishers.Map` and `Publishers.Filter`, as a real operator chain.
func producerChain() {
  scenario(
    "S10 producer chain",
    [
      .signals: { benchmark in
        let sink = Sink()
        let chain = SignalProducer(value: 1).map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 2 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          chain.startWithValues { sink.add($0) }
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let chain = Publishers.Map(
          upstream: Publishers.Filter(
            upstream: Publishers.Map(upstream: Just(1)) { $0 + 1 }
          ) { $0 % 2 == 0 }
        ) { $0 * 2 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          _ = chain.sink { sink.add($0) }
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}
