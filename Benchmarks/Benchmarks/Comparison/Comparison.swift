import Benchmark

/// Every scenario, for Signals, OpenCombine and the hand-written reference.
///
/// Each benchmark is named "<scenario> · <implementation>" so that `Scripts/table.py` can
/// pair them. Per-event scenarios run 1,000 events per iteration (`.kilo`), so that
/// package-benchmark's scaled figures read per event.
let benchmarks: @Sendable () -> Void = {
  harness()
  chain()
  fanOut()
  churn()
  flatMapMerge()
  combineLatest()
  propertySet()
  memory()
  manyObservers()
  coldStart()
  producerChain()
  threadHop()
  asyncValues()
  interactorCommand()
  search()
}

/// The harness's own cost: a measured region that does nothing but count.
///
/// package-benchmark allocates a little around every measured region; the table
/// subtracts this benchmark's mallocs from every scenario's before dividing per event.
func harness() {
  Benchmark("Harness · empty", configuration: perEvent) { benchmark in
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations { blackHole(value) }
    benchmark.stopMeasurement()
  }
}

/// The three implementations compared, in the order the table shows them.
enum Implementation: String, CaseIterable {
  case signals = "Signals"
  case openCombine = "OpenCombine"
  case reference = "Reference"
}

/// Settings of a scenario measured per event: 1,000 events per iteration.
var perEvent: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 100_000
  )
}

/// Registers one scenario for each implementation given a body.
///
/// A body builds its pipeline, then brackets exactly the measured work with
/// `startMeasurement()` and `stopMeasurement()`; teardown happens after.
func scenario(
  _ name: String,
  configuration: Benchmark.Configuration = perEvent,
  _ bodies: [Implementation: (Benchmark) -> Void]
) {
  for implementation in Implementation.allCases {
    guard let body = bodies[implementation] else { continue }
    Benchmark("\(name) · \(implementation.rawValue)", configuration: configuration) {
      benchmark in
      body(benchmark)
    }
  }
}

/// What every observer adds its values to, so that no delivery can be optimised away.
///
/// Touched only by the benchmark's thread: every scenario sends from one thread.
final class Sink: @unchecked Sendable {
  var total = 0

  func add(_ value: Int) {
    total &+= value
  }
}
