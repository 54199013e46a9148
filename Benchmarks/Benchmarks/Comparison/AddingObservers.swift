import Benchmark
import OpenCombine
import Reference
import Signals

/// Adds `count` observers to one source, for each implementation: the measured region of
/// S7 (what the observations hold) and S8 (how long adding them takes).
///
/// Each implementation keeps what it needs to end its observations in an array reserved
/// beforehand, so the region measures the observations alone.
func addingObservers(count: Int) -> [Implementation: (Benchmark) -> Void] {
  [
    .signals: { benchmark in
      let sink = Sink()
      let (source, emitter) = Signal<Int, Never>.pipe()
      var observations: [any Disposable] = []
      observations.reserveCapacity(count)
      benchmark.startMeasurement()
      for _ in 0..<count {
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
      cancellables.reserveCapacity(count)
      benchmark.startMeasurement()
      for _ in 0..<count {
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
      tokens.reserveCapacity(count)
      benchmark.startMeasurement()
      for _ in 0..<count {
        tokens.append(source.observe { sink.add($0) })
      }
      benchmark.stopMeasurement()
      source.send(1)
      blackHole(tokens.count)
      blackHole(sink.total)
    },
  ]
}
