import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct CombineLatestTests {
  @Test func emitsOnceEveryInputHasSentAValueThenOnEveryValue() {
    let (numbers, numberEmitter) = Signal<Int, TestError>.pipe()
    let (letters, letterEmitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(numbers.combineLatest(with: letters).map { "\($0)\($1)" })
    numberEmitter.emit(1)
    numberEmitter.emit(2)
    #expect(recorder.values.isEmpty)
    letterEmitter.emit("a")
    numberEmitter.emit(3)
    letterEmitter.emit("b")
    #expect(recorder.values == ["2a", "3a", "3b"])
  }

  @Test func combinesThreeSignalsOfDifferentTypes() {
    let (a, aEmitter) = Signal<Int, Never>.pipe()
    let (b, bEmitter) = Signal<String, Never>.pipe()
    let (c, cEmitter) = Signal<Bool, Never>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(a, b, c).map { "\($0)\($1)\($2)" })
    aEmitter.emit(1)
    bEmitter.emit("x")
    cEmitter.emit(true)
    aEmitter.emit(2)
    #expect(recorder.values == ["1xtrue", "2xtrue"])
  }

  @Test func combinesFourSignalsOfDifferentTypes() {
    let (a, aEmitter) = Signal<Int, Never>.pipe()
    let (b, bEmitter) = Signal<String, Never>.pipe()
    let (c, cEmitter) = Signal<Bool, Never>.pipe()
    let (d, dEmitter) = Signal<Double, Never>.pipe()
    let combined = Signal.combineLatest(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }
    let recorder = EventRecorder(combined)
    aEmitter.emit(1)
    bEmitter.emit("x")
    cEmitter.emit(false)
    dEmitter.emit(0.5)
    dEmitter.emit(1.5)
    #expect(recorder.values == ["1xfalse0.5", "1xfalse1.5"])
  }

  @Test(arguments: [1, 2, 5])
  func combinesAnArrayOfSignalsInInputOrder(count: Int) {
    let emitters = (0..<count).map { _ in Emitter<Int, Never>() }
    let recorder = EventRecorder(Signal.combineLatest(emitters.map(\.signal)))
    for (index, emitter) in emitters.enumerated().reversed() { emitter.emit(index) }
    emitters[0].emit(10)
    #expect(recorder.values == [Array(0..<count), [10] + Array(1..<count)])
  }

  @Test func completesAtOnceForAnEmptyArray() {
    let recorder = EventRecorder(Signal.combineLatest([Signal<Int, TestError>]()))
    #expect(recorder.events == [.completed])
  }

  @Test func completesWhenEveryInputHasCompleted() {
    let (a, aEmitter) = Signal<Int, TestError>.pipe()
    let (b, bEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.combineLatest([a, b]))
    aEmitter.emit(1)
    bEmitter.emit(2)
    aEmitter.complete()
    bEmitter.emit(3)  // Still combined with the last value of the completed input.
    #expect(!recorder.isTerminated)
    bEmitter.complete()
    #expect(recorder.events == [.value([1, 2]), .value([1, 3]), .completed])
  }

  /// An input that ends without a value leaves nothing to combine, ever.
  @Test(arguments: [0, 1])
  func completesAtOnceWhenAnInputCompletesWithoutAValue(silentInput: Int) {
    let emitters = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let recorder = EventRecorder(Signal.combineLatest(emitters.map(\.signal)))
    emitters[1 - silentInput].emit(1)
    emitters[silentInput].complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted], [0, 1])
  func endsWithTheFirstFailureOrInterruptionAndReleasesEveryInput(
    terminal: TerminalCase, endingInput: Int
  ) {
    let emitters = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let releases = Counter()
    let recorder = EventRecorder(
      Signal.combineLatest(emitters.map { tracked($0.signal, releases: releases) }))
    emitters[0].emit(1)
    emitters[1].emit(2)
    #expect(releases.value == 0)
    emitters[endingInput].send(terminal.event())
    #expect(recorder.events == [.value([1, 2]), terminal.event()])
    // The ending input released itself; the other was released by the operator.
    #expect(releases.value == 2)
  }

  @Test(arguments: TerminalCase.allCases)
  func endsAtOnceWithAnInputThatEndedBeforeConstruction(terminal: TerminalCase) {
    let (ended, endedEmitter) = Signal<Int, TestError>.pipe()
    let (live, liveEmitter) = Signal<Int, TestError>.pipe()
    endedEmitter.send(terminal.event())
    let recorder = EventRecorder(Signal.combineLatest([live, ended]))
    liveEmitter.emit(1)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func combinesTheSameSignalWithItselfOncePerObservation() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(signal, signal).map { [$0, $1] })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [[1, 1], [2, 1], [2, 2]])
  }

  /// The observer sends on the input that is delivering and on one that is idle.
  @Test(arguments: [0, 1])
  func deliversAValueSentFromAnObserverAfterTheCurrentOne(nestedInput: Int) {
    let emitters = [Emitter<Int, Never>(), Emitter<Int, Never>()]
    let log = Log<String>()
    Signal.combineLatest(emitters.map(\.signal)).observeValues { values in
      log.append("start \(values)")
      if values == [1, 2] { emitters[nestedInput].emit(3) }
      log.append("end \(values)")
    }
    emitters[0].emit(1)
    emitters[1].emit(2)
    let nested = nestedInput == 0 ? [3, 2] : [1, 3]
    #expect(
      log.all == ["start [1, 2]", "end [1, 2]", "start \(nested)", "end \(nested)"])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func ignoresEveryInputAfterItsTerminalEvent(terminal: TerminalCase) {
    let (a, aEmitter) = Signal<Int, TestError>.pipe()
    let (b, bEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.combineLatest([a, b]))
    aEmitter.emit(1)
    bEmitter.emit(2)
    bEmitter.send(terminal.event())
    aEmitter.emit(3)
    aEmitter.complete()
    #expect(recorder.events == [.value([1, 2]), terminal.event()])
  }

  /// The ending and the value are both sent from inside a delivery, so they wait in the
  /// operator's queue, the value behind the terminal event.
  @Test(arguments: [TerminalCase.failed, .interrupted])
  func ignoresAValueQueuedBehindItsTerminalEvent(terminal: TerminalCase) {
    let emitters = (0..<3).map { _ in Emitter<Int, TestError>() }
    let combined = Signal.combineLatest(emitters.map(\.signal))
    let recorder = EventRecorder(combined)
    combined.observeValues { _ in
      emitters[0].send(terminal.event())
      emitters[1].emit(5)
    }
    emitters[0].emit(1)
    emitters[1].emit(2)
    emitters[2].emit(3)
    #expect(recorder.events == [.value([1, 2, 3]), terminal.event()])
  }

  /// Each thread sends increasing values on its own input, then completes it.
  @Test(.cpuBound) func deliversSeriallyAndEndsWithEveryLastValueWhenInputsSendConcurrently() {
    let inputCount = 4
    let valueCount = 2_000
    let emitters = (0..<inputCount).map { _ in Emitter<Int, Never>() }
    let monitor = DeliveryMonitor()
    let latest = Locked<[Int]?>.make(nil)
    let regressions = Counter()
    monitor.observe(Signal.combineLatest(emitters.map(\.signal))) { event in
      guard case .value(let values) = event else { return }
      latest.withLock { latest in
        if let previous = latest, zip(previous, values).contains(where: >) {
          regressions.increment()
        }
        latest = values
      }
    }
    DispatchQueue.concurrentPerform(iterations: inputCount) { index in
      for value in 1...valueCount { emitters[index].emit(value) }
      emitters[index].complete()
    }
    #expect(latest.withLock { $0 } == Array(repeating: valueCount, count: inputCount))
    #expect(regressions.value == 0, "each input's values arrive in the order they were sent")
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
  }

  @Test func anEmptyListOfProducersSendsTheEmptySentinelAndCompletes() {
    let none: [SignalProducer<Int, Never>] = []
    #expect(
      EventRecorder(SignalProducer.combineLatest(none, emptySentinel: [])).events == [
        .value([]), .completed,
      ])
    #expect(EventRecorder(SignalProducer.combineLatest(none)).events == [.completed])
  }

  @Test func aNonEmptyListIgnoresTheEmptySentinel() {
    let producers = [SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2)]
    let recorder = EventRecorder(SignalProducer.combineLatest(producers, emptySentinel: [0]))
    #expect(recorder.events.first == .value([1, 2]))
    #expect(recorder.events.last == .completed)
  }
}
