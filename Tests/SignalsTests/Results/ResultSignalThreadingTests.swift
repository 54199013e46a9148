import Dispatch
import OffThePool
import Signals
import Testing

@Suite struct ResultSignalThreadingTests {
  @Test(.cpuBound) func concurrentUpdatesFromFourThreadsReachEverySubscriberSeriallyInOneOrder() {
    let results = ResultSignal<Int, SearchError>()
    let monitor = DeliveryMonitor()
    let first = Log<Int>()
    let second = Log<Int>()
    monitor.observe(results.signal)
    results.next { first.append($0) }
    results.next { second.append($0) }
    let perThread = 2_000
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<perThread { results.update(.success(thread * perThread + index)) }
    }
    #expect(first.all.count == 4 * perThread)
    #expect(first.all == second.all)
    #expect(Set(first.all).count == 4 * perThread)
    for thread in 0..<4 {
      let own = first.all.filter { $0 / perThread == thread }
      #expect(own == own.sorted(), "updates of one thread arrive in the order it made them")
    }
    #expect(results.peek() == .success(first.all.last!))
    #expect(monitor.overlapCount == 0)
  }

  @Test(.cpuBound)
  func subscribersAddedDuringConcurrentUpdatesSeeTheReplayThenEveryLaterResultOnce() {
    let results = ResultSignal<Int, SearchError>()
    let reference = Log<Int>()
    results.signal.observeValues { if case .success(let value) = $0 { reference.append(value) } }
    let logs = Log<Log<Int>>()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for update in 0..<1_000 {
        if thread == 0, update.isMultiple(of: 5) {
          let values = Log<Int>()
          results.next { values.append($0) }
          logs.append(values)
        }
        results.update(.success(thread * 1_000 + update))
      }
    }
    let order = reference.all
    #expect(order.count == 4_000)
    #expect(logs.all.count == 200)
    for values in logs.all.map(\.all) {
      // The replay is the result accepted last before the subscription, so a subscriber
      // sees exactly the signal's order from that result on: no gap, repeat or reorder.
      let start = values.first.flatMap { order.firstIndex(of: $0) } ?? order.count
      #expect(values == Array(order[start...]), "a subscriber saw a gap, a repeat or a reorder")
    }
  }
}
