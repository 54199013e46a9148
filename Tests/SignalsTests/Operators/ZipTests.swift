import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ZipTests {
  @Test func pairsTheValuesOfTwoSignalsByPosition() {
    let (numbers, numberEmitter) = Signal<Int, TestError>.pipe()
    let (letters, letterEmitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(numbers.zip(with: letters).map { "\($0)\($1)" })
    numberEmitter.emit(1)
    numberEmitter.emit(2)
    #expect(recorder.values.isEmpty)
    letterEmitter.emit("a")
    letterEmitter.emit("b")
    letterEmitter.emit("c")
    numberEmitter.emit(3)
    #expect(recorder.values == ["1a", "2b", "3c"])
  }

  @Test func groupsThreeSignalsOfDifferentTypes() {
    let (a, aEmitter) = Signal<Int, Never>.pipe()
    let (b, bEmitter) = Signal<String, Never>.pipe()
    let (c, cEmitter) = Signal<Bool, Never>.pipe()
    let recorder = EventRecorder(Signal.zip(a, b, c).map { "\($0)\($1)\($2)" })
    aEmitter.emit(1)
    aEmitter.emit(2)
    bEmitter.emit("x")
    cEmitter.emit(true)
    bEmitter.emit("y")
    #expect(recorder.values == ["1xtrue"])
    cEmitter.emit(false)
    #expect(recorder.values == ["1xtrue", "2yfalse"])
  }

  @Test func groupsFourSignalsOfDifferentTypes() {
    let (a, aEmitter) = Signal<Int, Never>.pipe()
    let (b, bEmitter) = Signal<String, Never>.pipe()
    let (c, cEmitter) = Signal<Bool, Never>.pipe()
    let (d, dEmitter) = Signal<Double, Never>.pipe()
    let recorder = EventRecorder(Signal.zip(a, b, c, d).map { "\($0)\($1)\($2)\($3)" })
    dEmitter.emit(0.5)
    cEmitter.emit(false)
    bEmitter.emit("x")
    aEmitter.emit(1)
    #expect(recorder.values == ["1xfalse0.5"])
  }

  @Test(arguments: [1, 2, 5])
  func groupsAnArrayOfSignalsInInputOrder(count: Int) {
    let emitters = (0..<count).map { _ in Emitter<Int, Never>() }
    let recorder = EventRecorder(Signal.zip(emitters.map(\.signal)))
    for (index, emitter) in emitters.enumerated().reversed() {
      emitter.emit(index)
      emitter.emit(index * 10)
    }
    #expect(recorder.values == [Array(0..<count), (0..<count).map { $0 * 10 }])
  }

  @Test func completesAtOnceForAnEmptyArray() {
    let recorder = EventRecorder(Signal.zip([Signal<Int, TestError>]()))
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: [0, 1])
  func completesWithTheLastTupleACompletedInputCanJoin(completingInput: Int) {
    let emitters = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let recorder = EventRecorder(Signal.zip(emitters.map(\.signal)))
    emitters[completingInput].emit(1)
    emitters[completingInput].emit(2)
    emitters[completingInput].complete()
    emitters[1 - completingInput].emit(1)
    #expect(!recorder.isTerminated, "the completed input still holds a value to pair")
    emitters[1 - completingInput].emit(2)
    #expect(recorder.events == [.value([1, 1]), .value([2, 2]), .completed])
  }

  /// Values that other inputs buffered can never be paired once an input is exhausted.
  @Test(arguments: [0, 1])
  func completesAtOnceWhenAnInputCompletesWithNothingBuffered(completingInput: Int) {
    let emitters = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let recorder = EventRecorder(Signal.zip(emitters.map(\.signal)))
    emitters[1 - completingInput].emit(1)
    emitters[completingInput].emit(1)
    emitters[1 - completingInput].emit(2)
    emitters[completingInput].complete()
    #expect(recorder.events == [.value([1, 1]), .completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted], [0, 1])
  func endsWithTheFirstFailureOrInterruptionAndReleasesEveryInput(
    terminal: TerminalCase, endingInput: Int
  ) {
    let emitters = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let releases = Counter()
    let recorder = EventRecorder(
      Signal.zip(emitters.map { tracked($0.signal, releases: releases) }))
    emitters[0].emit(1)
    emitters[0].emit(2)  // Buffered, and dropped by the ending.
    emitters[1].emit(1)
    #expect(releases.value == 0)
    emitters[endingInput].send(terminal.event())
    #expect(recorder.events == [.value([1, 1]), terminal.event()])
    // The ending input released itself; the other was released by the operator.
    #expect(releases.value == 2)
  }

  @Test(arguments: TerminalCase.allCases)
  func endsAtOnceWithAnInputThatEndedBeforeConstruction(terminal: TerminalCase) {
    let (ended, endedEmitter) = Signal<Int, TestError>.pipe()
    let (live, liveEmitter) = Signal<Int, TestError>.pipe()
    endedEmitter.send(terminal.event())
    let recorder = EventRecorder(Signal.zip([live, ended]))
    liveEmitter.emit(1)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func pairsTheSameSignalWithItselfOncePerObservation() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(Signal.zip(signal, signal).map { [$0, $1] })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [[1, 1], [2, 2]])
  }

  /// The other input sent both its values first; the observer sends the second value of
  /// the nested input while the first tuple is being delivered.
  @Test(arguments: [0, 1])
  func deliversATupleCompletedFromAnObserverAfterTheCurrentOne(nestedInput: Int) {
    let emitters = [Emitter<Int, Never>(), Emitter<Int, Never>()]
    let log = Log<String>()
    Signal.zip(emitters.map(\.signal)).observeValues { values in
      log.append("start \(values)")
      if values == [1, 10] { emitters[nestedInput].emit(nestedInput == 0 ? 2 : 20) }
      log.append("end \(values)")
    }
    let other = 1 - nestedInput
    emitters[other].emit(other == 0 ? 1 : 10)
    emitters[other].emit(other == 0 ? 2 : 20)
    emitters[nestedInput].emit(nestedInput == 0 ? 1 : 10)
    #expect(log.all == ["start [1, 10]", "end [1, 10]", "start [2, 20]", "end [2, 20]"])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func ignoresEveryInputAfterItsTerminalEvent(terminal: TerminalCase) {
    let (a, aEmitter) = Signal<Int, TestError>.pipe()
    let (b, bEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.zip([a, b]))
    aEmitter.emit(1)
    aEmitter.emit(2)
    bEmitter.emit(10)
    bEmitter.send(terminal.event())
    aEmitter.emit(3)
    aEmitter.complete()
    #expect(recorder.events == [.value([1, 10]), terminal.event()])
  }

  /// The ending and the value are both sent from inside a delivery, so they wait in the
  /// operator's queue, the value behind the terminal event.
  @Test(arguments: [TerminalCase.failed, .interrupted])
  func ignoresAValueQueuedBehindItsTerminalEvent(terminal: TerminalCase) {
    let emitters = (0..<3).map { _ in Emitter<Int, TestError>() }
    let zipped = Signal.zip(emitters.map(\.signal))
    let recorder = EventRecorder(zipped)
    zipped.observeValues { _ in
      emitters[0].send(terminal.event())
      for emitter in emitters { emitter.emit(5) }
    }
    emitters[0].emit(1)
    emitters[1].emit(2)
    emitters[2].emit(3)
    #expect(recorder.events == [.value([1, 2, 3]), terminal.event()])
  }

  /// Each thread sends the same numbers on its own input, then completes it.
  @Test(.cpuBound) func deliversEveryTupleSeriallyWhenInputsSendConcurrently() {
    let inputCount = 4
    let valueCount = 2_000
    let emitters = (0..<inputCount).map { _ in Emitter<Int, Never>() }
    let monitor = DeliveryMonitor()
    let recorder = EventRecorder<[Int], Never>()
    let zipped = Signal.zip(emitters.map(\.signal))
    monitor.observe(zipped) { recorder.observer.send($0) }
    DispatchQueue.concurrentPerform(iterations: inputCount) { index in
      for value in 1...valueCount { emitters[index].emit(value) }
      emitters[index].complete()
    }
    let expected = (1...valueCount).map { Array(repeating: $0, count: inputCount) }
    #expect(recorder.values == expected)
    #expect(recorder.isCompleted)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
  }

  @Test func anEmptyListOfProducersSendsTheEmptySentinelAndCompletes() {
    let none: [SignalProducer<Int, Never>] = []
    #expect(
      EventRecorder(SignalProducer.zip(none, emptySentinel: [])).events == [.value([]), .completed])
    #expect(EventRecorder(SignalProducer.zip(none)).events == [.completed])
  }

  @Test func aNonEmptyListIgnoresTheEmptySentinel() {
    let producers = [SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2)]
    let recorder = EventRecorder(SignalProducer.zip(producers, emptySentinel: [0]))
    #expect(recorder.events.first == .value([1, 2]))
    #expect(recorder.events.last == .completed)
  }
}
