import Dispatch
import Foundation
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct MutablePropertyAccessTests {
  @Test func swapStoresTheNewValueSendsItAndReturnsTheOldOne() {
    let token = MutableProperty("first")
    let recorder = EventRecorder(token.signal)
    let previous = token.swap("second")
    #expect(previous == "first")
    #expect(token.value == "second")
    #expect(recorder.values == ["second"])
  }

  @Test(.cpuBound) func concurrentSwapsEachReceiveADifferentOldValue() {
    let counter = MutableProperty(0)
    let olds = Log<Int>()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 1...500 { olds.append(counter.swap(thread * 1_000 + step)) }
    }
    let all = olds.all + [counter.value]
    #expect(Set(all).count == all.count)
  }

  @Test func withValueReturnsWhatItsBodyMakesOfTheValue() {
    let names = MutableProperty(["Ada", "Grace"])
    let summary = names.withValue { "\($0.count) names, first \($0[0])" }
    #expect(summary == "2 names, first Ada")
  }

  @Test func withValueHoldsOffWritesFromOtherThreadsUntilItsBodyReturns() {
    let property = MutableProperty(0)
    let started = DispatchSemaphore(value: 0)
    let written = DispatchSemaphore(value: 0)
    let writtenDuringBody = property.withValue { _ -> Bool in
      Thread {
        started.signal()
        property.value = 1
        written.signal()
      }.start()
      started.wait()
      // The writer now waits for the lock, so it cannot have finished.
      return written.wait(timeout: .now()) == .success
    }
    #expect(!writtenDuringBody)
    #expect(written.wait(timeout: .now() + .seconds(10)) == .success)
    #expect(property.value == 1)
  }

  @Test func writingFromInsideWithValueStopsWithAMessageInsteadOfDeadlocking() async {
    await #expect(processExitsWith: .failure) {
      let property = MutableProperty(0)
      property.withValue { _ in property.value = 1 }
    }
  }

  @Test func readingFromInsideWithValueStopsWithAMessageInsteadOfDeadlocking() async {
    await #expect(processExitsWith: .failure) {
      let property = MutableProperty(0)
      _ = property.withValue { _ in property.value }
    }
  }

  @Test func withValueOfAnotherPropertyInsideTheBodyIsFine() {
    let first = MutableProperty(1)
    let second = MutableProperty(2)
    let sum = first.withValue { a in second.withValue { b in a + b } }
    second.value = 3
    #expect(sum == 3)
    #expect(first.withValue { $0 } == 1)
  }
}
