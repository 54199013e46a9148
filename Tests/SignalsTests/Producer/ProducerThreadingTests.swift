import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ProducerThreadingTests {
  static let threads = 4
  static let valuesPerThread = 2_000

  @Test(.cpuBound) func sendsFromManyThreadsAreDeliveredSeriallyInEachSendersOrder() {
    let monitor = DeliveryMonitor()
    let received = Log<(sender: Int, index: Int)>()
    let observers = Log<Signal<(sender: Int, index: Int), Never>.Observer>()
    let producer = SignalProducer<(sender: Int, index: Int), Never> { observer, _ in
      observers.append(observer)
    }
    monitor.start(producer.map { $0 }) { event in
      if case .value(let value) = event { received.append(value) }
    }
    let observer = observers.all[0]
    DispatchQueue.concurrentPerform(iterations: Self.threads) { sender in
      for index in 0..<Self.valuesPerThread { observer.emit((sender, index)) }
    }
    #expect(monitor.overlapCount == 0)
    expectEverySendersOrder(
      received.all, senders: Self.threads, valuesPerSender: Self.valuesPerThread)
  }

  @Test(.cpuBound) func interruptingWhileAnotherThreadSendsEndsWithOneTerminalEvent() {
    for _ in 0..<200 {
      let observers = Log<Signal<Int, Never>.Observer>()
      let recorder = EventRecorder(
        SignalProducer<Int, Never> { observer, _ in observers.append(observer) }.map { $0 })
      let observer = observers.all[0]
      DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
        if thread == 0 {
          recorder.interrupt()
        } else {
          for value in 0..<50 { observer.emit(value) }
          if thread == 1 { observer.complete() }
        }
      }
      let events = recorder.events
      #expect(events.filter(\.isTerminating).count == 1)
      #expect(events.last?.isTerminating == true)
    }
  }
}
