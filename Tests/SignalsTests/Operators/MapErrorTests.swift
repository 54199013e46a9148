import Signals
import SignalsTesting
import Testing

@Suite struct MapErrorTests {
  @Test func transformsTheFailure() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.mapError { OtherError(description: "code \($0.code)") })
    emitter.fail(TestError(code: 7))
    #expect(recorder.events == [.failed(OtherError(description: "code 7"))])
  }

  @Test func forwardsValuesUnchanged() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.mapError { _ in OtherError(description: "") })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [1, 2])
  }

  @Test(arguments: [TerminalCase.completed, .interrupted])
  func forwardsOtherTerminalEventsWithoutCallingTransform(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.mapError { _ in
        calls.increment()
        return OtherError(description: "")
      })
    emitter.emit(1)
    emitter.send(terminal.event())
    let expected: Signal<Int, OtherError>.Event =
      terminal == .completed ? .completed : .interrupted
    #expect(recorder.events == [.value(1), expected])
    #expect(calls.value == 0)
  }

  @Test func ignoresEventsAfterTheFailure() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.mapError { error in
        calls.increment()
        return OtherError(description: "\(error.code)")
      })
    emitter.fail(TestError(code: 1))
    emitter.fail(TestError(code: 2))
    emitter.emit(3)
    #expect(recorder.events == [.failed(OtherError(description: "1"))])
    #expect(calls.value == 1)
  }

  @Test func forwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.mapError { _ in OtherError(description: "") })
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.fail(TestError())
    #expect(recorder.events == [.value(1)])
  }
}
