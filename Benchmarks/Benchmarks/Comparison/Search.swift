import Benchmark
import SearchApp

/// S14: the search app's work, in ms: one keystroke's search over the index of every
/// named scalar, and the build of that index.
///
/// Each iteration of the keystroke benchmark searches the next prefix of queries typed
/// letter by letter, as the app does after each debounced keystroke. Only Signals has
/// these figures: there is no OpenCombine or reference side.
func search() {
  let index = ScalarIndex.build()
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
    blackHole(index.search(query))
    benchmark.stopMeasurement()
  }
  var buildConfiguration = configuration
  buildConfiguration.maxIterations = 20
  Benchmark("S14 index build · Signals", configuration: buildConfiguration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(ScalarIndex.build()) }
  }
}
