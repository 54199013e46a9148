import Signals
import SignalsTesting
import Testing

@Suite struct PromoteErrorTests {
  @Test func promoteErrorKeepsTheEventsAndLetsTheSignalMergeWithOnesThatFail() {
    let (taps, tap) = Signal<Int, Never>.pipe()
    let (loads, load) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(taps.promoteError(TestError.self).merge(with: loads))
    tap.emit(1)
    load.emit(2)
    load.fail(TestError(code: 3))
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(code: 3))])
  }

  @Test func promoteErrorInfersTheFailureFromTheContext() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let promoted: Signal<Int, TestError> = signal.promoteError()
    let recorder = EventRecorder(promoted)
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func promoteValueForwardsTheTerminalEvent() {
    let (signal, emitter) = Signal<Never, TestError>.pipe()
    let recorder = EventRecorder(signal.promoteValue(Int.self))
    emitter.fail(TestError(code: 1))
    #expect(recorder.events == [.failed(TestError(code: 1))])
  }

  @Test func producersPromoteTheirErrorAndValueTypes() {
    let failing = SignalProducer<Int, Never>(value: 1).promoteError(TestError.self)
      .concat(SignalProducer(error: TestError(code: 2)))
    #expect(EventRecorder(failing).events == [.value(1), .failed(TestError(code: 2))])
    let valued = SignalProducer<Never, Never>.empty.promoteValue(Int.self)
      .concat(SignalProducer(value: 3))
    #expect(EventRecorder(valued).events == [.value(3), .completed])
  }
}
