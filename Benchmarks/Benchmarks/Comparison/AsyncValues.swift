import Benchmark
import Dispatch
import Signals

/// S12: values consumed with `for await`, per value: a signal's `values` fed from the
/// benchmark's task, against the standard library's `AsyncStream` fed the same way (the
/// reference). Both buffer every value, then the loop takes them.
func asyncValues() {
  scenario(
    "S12 async values",
    [
      .signals: { benchmark in
        let sink = Sink()
        let (signal, emitter) = Signal<Int, Never>.pipe()
        let values = signal.values
        benchmark.startMeasurement()
        consume(values, into: sink) {
          for value in benchmark.scaledIterations { emitter.emit(value) }
          emitter.complete()
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        benchmark.startMeasurement()
        consume(stream, into: sink) {
          for value in benchmark.scaledIterations { continuation.yield(value) }
          continuation.finish()
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}

/// Begins iterating `sequence` in a task, runs `feed`, and waits for the loop to end.
private func consume<Values: AsyncSequence & Sendable>(
  _ sequence: Values, into sink: Sink, feed: () -> Void
) where Values.Element == Int, Values.Failure == Never {
  let done = DispatchSemaphore(value: 0)
  let iterating = DispatchSemaphore(value: 0)
  Task {
    var iterator = sequence.makeAsyncIterator()
    iterating.signal()
    while let value = await iterator.next(isolation: nil) { sink.add(value) }
    done.signal()
  }
  iterating.wait()
  feed()
  done.wait()
}
