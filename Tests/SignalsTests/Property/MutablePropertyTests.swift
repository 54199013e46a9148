import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct MutablePropertyTests {
  @Test func observeValuesSendsTheCurrentValueThenEveryChange() {
    let property = MutableProperty(1)
    let values = Log<Int>()
    property.observeValues { values.append($0) }
    property.value = 2
    property.modify { $0 += 10 }
    #expect(values.all == [1, 2, 12])
    #expect(property.value == 12)
  }

  @Test func signalSendsChangesWithoutReplayingTheCurrentValue() {
    let property = MutableProperty("a")
    let recorder = EventRecorder(property.signal)
    property.value = "b"
    #expect(recorder.values == ["b"])
  }

  @Test func modifyReturnsWhatItsBodyReturnsAndSendsOnce() {
    let property = MutableProperty([1])
    let recorder = EventRecorder(property.signal)
    let count = property.modify { values -> Int in
      values.append(2)
      values.append(3)
      return values.count
    }
    #expect(count == 3)
    #expect(recorder.values == [[1, 2, 3]])
  }

  @Test func completesItsSignalWhenReleased() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    let recorder = EventRecorder(property!.signal)
    property = nil
    #expect(recorder.isCompleted)
  }

  @Test func aWriteFromAnObserverIsVisibleAtOnceAndDeliveredAfterTheCurrentValue() {
    let property = MutableProperty(0)
    let log = Log<String>()
    let reacting = property.observeValues { value in
      log.append("a\(value)")
      if value == 1 {
        property.value = 2
        log.append("read \(property.value)")
      }
    }
    property.observeValues { log.append("b\($0)") }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    property.value = 1
    #expect(log.all == ["a0", "b0", "a1", "read 2", "b1", "a2", "b2"])
  }

  @Test func anObserverAddedDuringADeliveryStartsFromTheLatestValue() {
    let property = MutableProperty(0)
    let late = Log<Int>()
    property.signal.onReception § once § { _ in
      property.value = 2  // Queued: the late observer must start from it, not see it twice.
      property.observeValues { late.append($0) }
      property.value = 3
    }
    property.value = 1
    #expect(late.all == [2, 3])
  }

  @Test(.cpuBound) func concurrentWritesAreDeliveredSeriallyInWriteOrder() {
    let property = MutableProperty(0)
    let monitor = DeliveryMonitor()
    let values = Log<Int>()
    monitor.observe(property.signal) { event in
      if case .value(let value) = event { values.append(value) }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<2_000 { property.modify { $0 += 1 } }
    }
    #expect(property.value == 8_000)
    #expect(values.all == Array(1...8_000))
    #expect(monitor.overlapCount == 0)
  }

  @Test(.cpuBound) func everyObserverAddedDuringConcurrentWritesSeesEachLaterValueOnceInOrder() {
    let property = MutableProperty(0)
    let logs = Log<Log<Int>>()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for write in 0..<1_000 {
        if thread == 0, write.isMultiple(of: 5) {
          let values = Log<Int>()
          property.observeValues { values.append($0) }
          logs.append(values)
        }
        property.modify { $0 += 1 }
      }
    }
    let last = property.value
    #expect(last == 4_000)
    for values in logs.all.map(\.all) {
      let first = values.first ?? -1
      #expect(values == Array(first...last), "an observer saw a gap, a repeat or a reorder")
    }
  }

  @Test func itsLifetimeEndsWhenItIsDeinitialisedAndDoesNotKeepItAlive() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    weak let weakProperty = property
    let lifetime = property!.lifetime
    let ends = Counter()
    lifetime.observeEnded { ends.increment() }
    let (ticks, tick) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(ticks.take(during: lifetime))
    tick.emit(1)
    #expect(!lifetime.hasEnded)
    property = nil
    tick.emit(2)
    #expect(weakProperty == nil)
    #expect(lifetime.hasEnded)
    #expect(ends.value == 1)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func everyLifetimeReadFromItEndsWithIt() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    let first = property!.lifetime
    let second = property!.lifetime
    property = nil
    #expect(first.hasEnded)
    #expect(second.hasEnded)
  }

  @Test func asAWrapperItsVariableReadsAndWritesAndItsProjectionIsTheProperty() {
    let model = WrapperModel()
    let recorder = EventRecorder(model.$name.signal)
    model.name = "Ada"
    #expect(model.name == "Ada")
    #expect(model.$name.value == "Ada")
    #expect(recorder.values == ["Ada"])
    #expect(model.greeting.value == "Hello, Ada")
  }

  @Test func aWrapperInAClassIsObservedThroughItsProjection() {
    let screen = WrapperScreen()
    let values = Log<Int>()
    screen.$count.observeValues { values.append($0) }
    screen.count += 1
    screen.count += 1
    #expect(values.all == [0, 1, 2])
  }
}

/// A view model written with the property wrapper, as app code would.
private struct WrapperModel {
  @MutableProperty var name = ""
  var greeting: Property<String> { $name.map { "Hello, \($0)" } }
}

private final class WrapperScreen {
  @MutableProperty var count = 0
}
