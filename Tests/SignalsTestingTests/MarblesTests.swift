import Signals
import SignalsTesting
import Testing

@Suite struct MarblesTests {
  @Test func aDiagramsSignalSendsEachEventInItsFrame() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(scheduler.signal("-a-(bc)|"))
    scheduler.advance()
    #expect(recorder.events == [])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.value("a")])
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [.value("a"), .value("b"), .value("c")])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.value("a"), .value("b"), .value("c"), .completed])
  }

  @Test func valuesAndTheErrorComeFromTheTablesGiven() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      scheduler.signal("a-b#", values: ["a": 1, "b": 2], error: TestError(code: 3)))
    scheduler.run()
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(code: 3))])
  }

  @Test func aProducersDiagramStartsAtEachRun() {
    let scheduler = TestScheduler()
    let request = scheduler.producer("-r|", values: ["r": "reply"], error: Never?.none)
    scheduler.advance(by: .seconds(5))
    let recorder = EventRecorder(request)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.value("reply")])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.value("reply"), .completed])
  }

  @Test func interruptingAProducersRunRemovesWhatItHadLeftToSend() {
    let scheduler = TestScheduler()
    let run: SignalProducer<String, Never> = scheduler.producer("--a-b|", error: nil)
    let recorder = EventRecorder(run)
    #expect(scheduler.pendingActionCount == 3)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func expectPassesWhenTheOutputMatchesTheDiagram() {
    let scheduler = TestScheduler()
    let typing = scheduler.signal("ab-c---|")
    #expect(scheduler.expect(typing.debounce(.seconds(2), on: scheduler), toSend: "-----c-|"))
    #expect(
      scheduler.expect(
        scheduler.producer("--r|", values: ["r": "reply"], error: Never?.none).map(\.count),
        toSend: "--5|", values: ["5": 5]))
  }

  @Test func expectFailsWithBothDiagramsAndTheEventsThatDiffer() {
    let failures = SchedulerFailures()
    let scheduler = TestScheduler(reportFailure: failures.reporter)
    let source = scheduler.signal("-a-b|")
    #expect(scheduler.expect(source.map { $0.uppercased() }, toSend: "-A--B|") == false)
    #expect(
      failures.all == [
        """
        The signal's events differ from the diagram.
          expected: -A--B|
          actual:   -A-B|-
        Events by frame (− expected, + actual):
          frame 1: value(A)
        − frame 4: value(B)
        − frame 5: completed
        + frame 3: value(B)
        + frame 4: completed
        """
      ])
  }

}

private struct TestError: Error, Equatable {
  let code: Int
}
