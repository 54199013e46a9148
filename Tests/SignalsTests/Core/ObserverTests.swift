import Signals
import SignalsTesting
import Testing

@Suite struct ObserverTests {
  @Test func callbacksRunForTheirKindOfEvent() {
    let log = Log<String>()
    let observer = Signal<Int, TestError>.Observer(
      value: { log.append("value \($0)") }, failed: { log.append("failed \($0.code)") },
      completed: { log.append("completed") }, interrupted: { log.append("interrupted") })
    observer.emit(1)
    observer.fail(TestError(code: 2))
    observer.complete()
    observer.interrupt()
    #expect(log.all == ["value 1", "failed 2", "completed", "interrupted"])
  }

  @Test func kindsWithoutACallbackAreIgnored() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let completions = Counter()
    signal.observe(Signal.Observer(completed: { completions.increment() }))
    signal.observe(Signal.Observer())
    emitter.emit(1)
    emitter.complete()
    #expect(completions.value == 1)
  }

  @Test func anEventHandlerObserverStillTakesATrailingClosure() {
    let events = Log<String>()
    let observer = Signal<Int, Never>.Observer { events.append("\($0)") }
    observer.emit(1)
    #expect(events.all == ["value(1)"])
  }

  @Test func anObserverWithCallbacksStartsAProducer() {
    let log = Log<String>()
    SignalProducer<Int, TestError>(values: [1, 2]).start(
      Signal.Observer(value: { log.append("value \($0)") }, completed: { log.append("done") }))
    #expect(log.all == ["value 1", "value 2", "done"])
  }
}
