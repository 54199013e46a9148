import Signals
import SignalsTesting
import Testing

@Suite struct EventRecorderTests {
  @Test func recordsValuesAndTerminalEvent() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal)
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.values == [1])
    #expect(recorder.isCompleted)
    #expect(!recorder.isInterrupted)
  }
}
