import Signals
import SignalsTesting
import Testing

@Suite struct EmitterTests {
  @Test func deliversValuesThenCompletion() {
    let emitter = Emitter<Int, Never>()
    let recorder = EventRecorder(emitter.signal)
    emitter.emit(1)
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }
}
