import Benchmark
import OpenCombine
import Reference
import Signals

/// S6: setting a current-value holder that has one observer; per set.
func propertySet() {
  scenario(
    "S6 property",
    [
      .signals: { benchmark in
        let sink = Sink()
        let property = MutableProperty(0)
        let observation = property.observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { property.value = value }
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.sink { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { subject.value = value }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        let property = Reference.Property(0)
        property.observe { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { property.value = value }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}
