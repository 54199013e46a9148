import Foundation
import Signals
import SignalsTesting
import Testing

@Suite struct InspectorTimelineTests {
  @Test func keepsEachEventWithItsNodeTimeAndKindInOrder() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let (signal, emitter) = inspector.record { Signal<Int, TestError>.pipe() }
    let doubled = inspector.record { signal.named("numbers").map { $0 * 2 }.named("doubled") }
    let observation = doubled.observe { _ in }
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(250))
    emitter.fail(TestError())
    let graph = inspector.graph()
    let numbers = try #require(graph.node(named: "numbers")).id
    let doubledID = try #require(graph.node(named: "doubled")).id
    let entries = inspector.timeline().entries
    #expect(entries.map(\.node) == [numbers, doubledID, numbers, doubledID])
    #expect(entries.map(\.kind) == [.value, .value, .failed, .failed])
    #expect(entries.map(\.time) == [.zero, .zero, .milliseconds(250), .milliseconds(250)])
    #expect(entries.map(\.sequence) == [0, 1, 2, 3])
    #expect(entries.allSatisfy { $0.thread == "thread 1" })
    #expect(entries.allSatisfy { $0.value == nil })
    withExtendedLifetime(observation) {}
  }

  @Test func describesValuesAndErrorsOnlyWhenTheInspectorShowsValues() {
    let inspector = Inspector(showsValues: true, clock: TestScheduler().clock)
    let (signal, emitter) = inspector.record { Signal<String, TestError>.pipe() }
    let observation = signal.observe { _ in }
    emitter.emit("snowman")
    emitter.fail(TestError())
    let values = inspector.timeline().entries.map(\.value)
    #expect(values == ["snowman", String(describing: TestError())])
    withExtendedLifetime(observation) {}
  }

  @Test func readsOnlyWhatCameAfterTheSequenceNumberGiven() {
    let inspector = Inspector(clock: TestScheduler().clock)
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let observation = signal.observe { _ in }
    emitter.emit(1)
    let first = inspector.timeline()
    emitter.emit(2)
    emitter.emit(3)
    let next = inspector.timeline(after: first.nextSequence)
    #expect(first.entries.count == 1)
    #expect(next.entries.map(\.sequence) == [1, 2])
    #expect(next.nextSequence == 3)
    #expect(next.missed == 0)
    #expect(inspector.timeline(after: next.nextSequence).entries.isEmpty)
    withExtendedLifetime(observation) {}
  }

  @Test func aFloodIsSampledAndCountedWithoutPushingOutOtherNodesEvents() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let (flood, floodEmitter) = inspector.record { Signal<Int, Never>.pipe() }
    let (quiet, quietEmitter) = inspector.record { Signal<Int, Never>.pipe() }
    let observations = [
      inspector.record { flood.named("flood") }.observe { _ in },
      inspector.record { quiet.named("quiet") }.observe { _ in },
    ]
    quietEmitter.emit(0)
    for value in 0..<10_000 { floodEmitter.emit(value) }
    floodEmitter.complete()
    scheduler.advance(by: .milliseconds(100))
    quietEmitter.emit(1)
    let graph = inspector.graph()
    let floodID = try #require(graph.node(named: "flood")).id
    let quietID = try #require(graph.node(named: "quiet")).id
    let timeline = inspector.timeline()
    let floodEntries = timeline.entries.filter { $0.node == floodID }
    // The rate's worth of values, and the completion, which is always kept.
    #expect(floodEntries.count == Inspector.timelineRate + 1)
    #expect(floodEntries.last?.kind == .completed)
    #expect(timeline.notShown[floodID] == 10_000 - Inspector.timelineRate)
    #expect(timeline.notShown[quietID] == nil)
    #expect(timeline.entries.filter { $0.node == quietID }.count == 2)
    // Counted in the node's graph all the same.
    #expect(graph.node(named: "flood")?.events == 10_001)
    withExtendedLifetime(observations) {}
  }

  @Test func aNodesRateStartsAgainEachTenthOfASecond() {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let observation = signal.observe { _ in }
    for value in 0..<150 { emitter.emit(value) }
    scheduler.advance(by: .milliseconds(99))
    emitter.emit(150)
    scheduler.advance(by: .milliseconds(1))
    for value in 151..<300 { emitter.emit(value) }
    let timeline = inspector.timeline()
    #expect(timeline.entries.count == 2 * Inspector.timelineRate)
    #expect(timeline.notShown.values.reduce(0, +) == 300 - 2 * Inspector.timelineRate)
    withExtendedLifetime(observation) {}
  }

  @Test func keepsTheLatestEventsAndSaysHowManyItMissed() {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let observation = signal.observe { _ in }
    let sent = Inspector.Timeline.capacity + 250
    for value in 0..<sent {
      // One value per window, so the rate keeps every one.
      emitter.emit(value)
      scheduler.advance(by: .milliseconds(100))
    }
    let timeline = inspector.timeline()
    #expect(timeline.entries.count == Inspector.Timeline.capacity)
    #expect(timeline.entries.first?.sequence == 250)
    #expect(timeline.entries.last?.sequence == sent - 1)
    #expect(timeline.missed == 250)
    #expect(inspector.timeline(after: sent - 2).entries.map(\.sequence) == [sent - 2, sent - 1])
    withExtendedLifetime(observation) {}
  }

  @Test(.timeLimit(.minutes(1))) func numbersTheThreadsThatSent() throws {
    let inspector = Inspector(clock: TestScheduler().clock)
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let observation = signal.observe { _ in }
    emitter.emit(1)
    let done = DispatchSemaphore(value: 0)
    Thread {
      emitter.emit(2)
      done.signal()
    }.start()
    done.wait()
    emitter.emit(3)
    let threads = inspector.timeline().entries.map(\.thread)
    #expect(threads == ["thread 1", "thread 2", "thread 1"])
    withExtendedLifetime(observation) {}
  }
}
