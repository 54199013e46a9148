import Benchmark

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
    addingObservers(count: liveObservationCount)
  )
}
