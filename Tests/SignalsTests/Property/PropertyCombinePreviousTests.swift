import Signals
import SignalsTesting
import Testing

@Suite struct PropertyCombinePreviousTests {
  @Test func withAnInitialValueTheFirstPairStartsFromIt() {
    let step = MutableProperty(1)
    let moves = Property(step).combinePrevious(0)
    let pairs = Log<String>()
    moves.observeValues { pairs.append("\($0.previous)→\($0.current)") }
    step.value = 2
    step.value = 3
    #expect(pairs.all == ["0→1", "1→2", "2→3"])
    #expect(moves.value == (previous: 2, current: 3))
  }

  @Test func withoutAnInitialValueTheFirstValueIsPairedWithItself() {
    let step = MutableProperty(1)
    let moves = Property(step).combinePrevious()
    #expect(moves.value == (previous: 1, current: 1))
    step.value = 2
    #expect(moves.value == (previous: 1, current: 2))
  }

  @Test func itsSignalSendsOnePairPerChange() {
    let step = MutableProperty("a")
    let moves = Property(step).combinePrevious()
    let recorder = EventRecorder(moves.signal.map { "\($0.previous)\($0.current)" })
    step.value = "b"
    step.value = "c"
    #expect(recorder.values == ["ab", "bc"])
  }
}
