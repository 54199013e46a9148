import Benchmark
import OpenCombine
import Reference
import Signals

/// How many observations S7 keeps alive on one source.
let liveObservationCount = 100_000

/// S7: the memory held by 100,000 live observations of one source.
///
/// The measured region only adds the observations, into an array reserved beforehand,
/// so the bytes it leaves allocated (`memoryLeakedBytes`) are what the observations
/// themselves hold; `Scripts/table.py` divides them by the count. S7's mallocs per event
/// are read off S1 and S2.
func memory() {
  let configuration = Benchmark.Configuration(
    metrics: [.memoryLeakedBytes, .mallocCountTotal, .peakMemoryResident, .wallClock, .throughput],
    timeUnits: .microseconds,
    warmupIterations: 1,
    maxDuration: .seconds(1),
    maxIterations: 20
  )
  scenario(
    "S7 memory",
    configuration: configuration,
    [
      .signals: { benchmark in
        let sink = Sink()
        let (source, emitter) = Signal<Int, Never>.pipe()
        var observations: [any Disposable] = []
        observations.reserveCapacity(liveObservationCount)
        benchmark.startMeasurement()
        for _ in 0..<liveObservationCount {
          observations.append(source.observeValues { sink.add($0) })
        }
        benchmark.stopMeasurement()
        emitter.emit(1)
        for observation in observations { observation.dispose() }
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let source = PassthroughSubject<Int, Never>()
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(liveObservationCount)
        benchmark.startMeasurement()
        for _ in 0..<liveObservationCount {
          cancellables.append(source.sink { sink.add($0) })
        }
        benchmark.stopMeasurement()
        source.send(1)
        for cancellable in cancellables { cancellable.cancel() }
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let source = Subject()
        var tokens: [Int] = []
        tokens.reserveCapacity(liveObservationCount)
        benchmark.startMeasurement()
        for _ in 0..<liveObservationCount {
          tokens.append(source.observe { sink.add($0) })
        }
        benchmark.stopMeasurement()
        source.send(1)
        blackHole(tokens.count)
        blackHole(sink.total)
      },
    ])
}
