import Benchmark

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
    addingObservers(count: manyObserverCount)
  )
}
