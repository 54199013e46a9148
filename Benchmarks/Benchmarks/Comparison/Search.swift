import Benchmark
import SearchApp

/// S14: the search app's work, in ms: one keystroke's search over the index of every
/// named scalar, and the build of that index.
///
/// Each iteration of the keystroke benchmark searches the next prefix of queries typed
/// letter by letter, as the app does after each debounced keystroke. Only Signals has
/// these figures: there is no OpenCombine or reference side.
func search() {
  let keystrokes = ["snowman", "greek small alpha", "smiling face", "letter"].flatMap {
    query in query.indices.map { String(query[...$0]) }
  }
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput],
    timeUnits: .microseconds,
    warmupIterations: 5,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  let typed = Sink()
  Benchmark("S14 search keystroke · Signals", configuration: configuration) { benchmark in
    // An iteration is one keystroke: the next prefix, round the list.
    let query = keystrokes[typed.total % keystrokes.count]
    typed.add(1)
    benchmark.startMeasurement()
    blackHole(searchIndex.search(query))
    benchmark.stopMeasurement()
  }
  var buildConfiguration = configuration
  buildConfiguration.maxIterations = 20
  Benchmark("S14 index build · Signals", configuration: buildConfiguration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(ScalarIndex.build()) }
  }
}

/// The index the keystroke benchmark searches, built on first use (a global is lazy) by
/// its warm-up: built while registering, it sat in the heap of every other scenario's
/// process and slowed S8's allocations by half.
private let searchIndex = ScalarIndex.build()
