import Benchmark
import Dispatch
import OpenCombine
import OpenCombineDispatch
import Signals

/// S11: values sent on the benchmark's thread and delivered on a serial Dispatch queue;
/// per value, measured until the queue has delivered the last one.
///
/// The reference is the practical floor: one `async` per value onto the same kind of
/// queue. Signals and OpenCombine hop through their scheduler operators.
func threadHop() {
  scenario(
    "S11 thread hop",
    [
      .signals: { benchmark in
        let sink = Sink()
        let queue = DispatchQueue(label: "S11.signals")
        let (signal, emitter) = Signal<Int, Never>.pipe()
        let observation = signal.observe(on: QueueScheduler(queue: queue))
          .observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { emitter.emit(value) }
        queue.sync {}
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(queue.sync { sink.total })
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let queue = DispatchQueue(label: "S11.opencombine")
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue.ocombine).sink { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { subject.send(value) }
        queue.sync {}
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(queue.sync { sink.total })
      },
      .reference: { benchmark in
        let sink = Sink()
        let queue = DispatchQueue(label: "S11.reference")
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { queue.async { sink.add(value) } }
        queue.sync {}
        benchmark.stopMeasurement()
        blackHole(queue.sync { sink.total })
      },
    ])
}
