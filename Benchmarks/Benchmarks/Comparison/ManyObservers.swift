import Benchmark
import OpenCombine
import Reference
import Signals

/// How many observers S8 adds to one signal.
let manyObserverCount = 50_000

/// S8: the time to add 50,000 observers to one signal, which must be linear.
func manyObservers() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 50
  )
  scenario(
    "S8 add 50k observers",
    configuration: configuration,
    [
      .signals: { benchmark in
        let sink = Sink()
        let (source, emitter) = Signal<Int, Never>.pipe()
        var observations: [any Disposable] = []
        observations.reserveCapacity(manyObserverCount)
        benchmark.startMeasurement()
        for _ in 0..<manyObserverCount {
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
        cancellables.reserveCapacity(manyObserverCount)
        benchmark.startMeasurement()
        for _ in 0..<manyObserverCount {
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
        benchmark.startMeasurement()
        for _ in 0..<manyObserverCount { source.observe { sink.add($0) } }
        benchmark.stopMeasurement()
        source.send(1)
        blackHole(sink.total)
      },
    ])
}
