import Signals
import SignalsTesting
import Testing

@Suite struct SampleTests {
  @Test func sendsTheLatestValueWithEachSamplerValueAndDropsSamplesBeforeAnyValue() {
    let (positions, position) = Signal<Int, TestError>.pipe()
    let (clicks, click) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(positions.sample(with: clicks).map { "\($0)\($1)" })
    click.emit("a")
    position.emit(1)
    position.emit(2)
    click.emit("b")
    click.emit("c")
    position.emit(3)
    click.emit("d")
    #expect(recorder.values == ["2b", "2c", "3d"])
  }

  @Test func sampleOnSendsTheLatestValueOnEachTrigger() {
    let (text, type) = Signal<String, Never>.pipe()
    let (saves, save) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(text.sample(on: saves))
    type.emit("Hel")
    type.emit("Hello")
    save.emit()
    save.emit()
    #expect(recorder.values == ["Hello", "Hello"])
  }

  @Test func keepsSamplingTheLastValueAfterTheSampledSignalCompletes() {
    let (values, emitter) = Signal<Int, TestError>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    emitter.emit(7)
    emitter.complete()
    tick.emit()
    #expect(recorder.events == [.value(7)])
    tick.complete()
    #expect(recorder.events == [.value(7), .completed])
  }

  @Test func completesAtOnceWhenTheSampledSignalCompletesWithoutAValue() {
    let (values, emitter) = Signal<Int, TestError>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    emitter.complete()
    #expect(recorder.events == [.completed])
    withExtendedLifetime(tick) {}  // Releasing the emitter would interrupt the sampler.
  }

  @Test func completesWhenTheSamplerCompletesSinceNothingCanBeSentAnyMore() {
    let (values, emitter) = Signal<Int, TestError>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    emitter.emit(1)
    tick.complete()
    emitter.emit(2)
    #expect(recorder.events == [.completed])
  }

  @Test func failsWithTheSampledSignalsFailure() {
    let (values, emitter) = Signal<Int, TestError>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    emitter.emit(1)
    emitter.fail(TestError(code: 4))
    tick.emit()
    #expect(recorder.events == [.failed(TestError(code: 4))])
  }

  @Test(arguments: [true, false])
  func isInterruptedByEitherInputsInterruption(samplerIsInterrupted: Bool) {
    let (values, emitter) = Signal<Int, TestError>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    emitter.emit(1)
    if samplerIsInterrupted { tick.interrupt() } else { emitter.interrupt() }
    tick.emit()
    #expect(recorder.events == [.interrupted])
  }

  @Test func aProducerStartsARunOfTheSamplerWithEachRun() {
    let scheduler = TestScheduler()
    let ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler).map { _ in () }
    let counter = Locked.make(0)
    let values = SignalProducer<Int, Never> { observer, _ in
      observer.emit(
        counter.withLock { count in
          count += 1
          return count
        })
    }
    let sampled = values.sample(on: ticks).take(first: 2)
    let first = EventRecorder(sampled)
    let second = EventRecorder(sampled)
    scheduler.advance(by: .seconds(2))
    #expect(first.events == [.value(1), .value(1), .completed])
    #expect(second.events == [.value(2), .value(2), .completed])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingTheObservationStopsObservingBothInputs() {
    let (values, emitter) = Signal<Int, Never>.pipe()
    let (ticks, tick) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    let observation = values.sample(on: ticks).observe(recorder.observer)
    emitter.emit(1)
    observation.dispose()
    tick.emit()
    #expect(recorder.events.isEmpty)
  }
}
