import Signals
import SignalsTesting
import Testing

/// Every single-input operator is written once and lifted onto signals and producers:
/// the same pipeline over the same events gives the same events either way.
@Suite struct LiftedOperatorTests {
  struct Pipeline: Sendable, CustomTestStringConvertible {
    let name: String
    let onSignal: @Sendable (Signal<Int, TestError>) -> Signal<String, TestError>
    let onProducer: @Sendable (SignalProducer<Int, TestError>) -> SignalProducer<String, TestError>
    var testDescription: String { name }
  }

  static let pipelines: [Pipeline] = [
    Pipeline(name: "map", onSignal: { $0.map(String.init) }, onProducer: { $0.map(String.init) }),
    Pipeline(
      name: "filter", onSignal: { $0.filter { $0 > 1 }.map(String.init) },
      onProducer: { $0.filter { $0 > 1 }.map(String.init) }),
    Pipeline(
      name: "compactMap", onSignal: { $0.compactMap { $0 == 2 ? nil : "\($0)" } },
      onProducer: { $0.compactMap { $0 == 2 ? nil : "\($0)" } }),
    Pipeline(
      name: "scan", onSignal: { $0.scan(0, +).map(String.init) },
      onProducer: { $0.scan(0, +).map(String.init) }),
    Pipeline(
      name: "reduce", onSignal: { $0.reduce(0, +).map(String.init) },
      onProducer: { $0.reduce(0, +).map(String.init) }),
    Pipeline(
      name: "collect", onSignal: { $0.collect().map { "\($0)" } },
      onProducer: { $0.collect().map { "\($0)" } }),
    Pipeline(
      name: "collect(count:)", onSignal: { $0.collect(count: 2).map { "\($0)" } },
      onProducer: { $0.collect(count: 2).map { "\($0)" } }),
    Pipeline(
      name: "skipRepeats", onSignal: { $0.skipRepeats().map(String.init) },
      onProducer: { $0.skipRepeats().map(String.init) }),
    Pipeline(
      name: "take(first:)", onSignal: { $0.take(first: 2).map(String.init) },
      onProducer: { $0.take(first: 2).map(String.init) }),
    Pipeline(
      name: "take(first: 0)", onSignal: { $0.take(first: 0).map(String.init) },
      onProducer: { $0.take(first: 0).map(String.init) }),
    Pipeline(
      name: "take(while:)", onSignal: { $0.take(while: { $0 < 3 }).map(String.init) },
      onProducer: { $0.take(while: { $0 < 3 }).map(String.init) }),
    Pipeline(
      name: "skip(first:)", onSignal: { $0.skip(first: 1).map(String.init) },
      onProducer: { $0.skip(first: 1).map(String.init) }),
    Pipeline(
      name: "skip(while:)", onSignal: { $0.skip(while: { $0 < 2 }).map(String.init) },
      onProducer: { $0.skip(while: { $0 < 2 }).map(String.init) }),
    Pipeline(
      name: "mapError",
      onSignal: { $0.mapError { TestError(code: $0.code + 10) }.map(String.init) },
      onProducer: { $0.mapError { TestError(code: $0.code + 10) }.map(String.init) }),
    Pipeline(
      name: "materialize", onSignal: { $0.materialize().map { "\($0)" }.promoteNever() },
      onProducer: { $0.materialize().map { "\($0)" }.promoteNever() }),
    Pipeline(
      name: "materialize then dematerialize",
      onSignal: { $0.materialize().dematerialize().map(String.init) },
      onProducer: { $0.materialize().dematerialize().map(String.init) }),
    Pipeline(
      name: "attempt", onSignal: { $0.attempt(failOnThree).map(String.init) },
      onProducer: { $0.attempt(failOnThree).map(String.init) }),
    Pipeline(
      name: "attemptMap", onSignal: { $0.attemptMap(describeUnlessTwo) },
      onProducer: { $0.attemptMap(describeUnlessTwo) }),
    Pipeline(
      name: "take(last:)", onSignal: { $0.take(last: 2).map(String.init) },
      onProducer: { $0.take(last: 2).map(String.init) }),
    Pipeline(
      name: "take(untilValue:)", onSignal: { $0.take(untilValue: { $0 == 2 }).map(String.init) },
      onProducer: { $0.take(untilValue: { $0 == 2 }).map(String.init) }),
    Pipeline(
      name: "uniqueValues", onSignal: { $0.uniqueValues().map(String.init) },
      onProducer: { $0.uniqueValues().map(String.init) }),
    Pipeline(
      name: "collect(_:)", onSignal: { $0.collect { $0.count == 2 }.map { "\($0)" } },
      onProducer: { $0.collect { $0.count == 2 }.map { "\($0)" } }),
    Pipeline(
      name: "scanMap", onSignal: { $0.scanMap(0) { ($0 + $1, "\($0)") } },
      onProducer: { $0.scanMap(0) { ($0 + $1, "\($0)") } }),
    Pipeline(
      name: "combinePrevious", onSignal: { $0.combinePrevious().map { "\($0)" } },
      onProducer: { $0.combinePrevious().map { "\($0)" } }),
    Pipeline(
      name: "materializeResults then dematerializeResults",
      onSignal: { $0.materializeResults().dematerializeResults().map(String.init) },
      onProducer: { $0.materializeResults().dematerializeResults().map(String.init) }),
    Pipeline(
      name: "flatten() of sequences", onSignal: { $0.map { [$0, $0] }.flatten().map(String.init) },
      onProducer: { $0.map { [$0, $0] }.flatten().map(String.init) }),
    Pipeline(
      name: "take(first:) after take(while:)",
      onSignal: { $0.take(while: { $0 < 4 }).take(first: 1).map(String.init) },
      onProducer: { $0.take(while: { $0 < 4 }).take(first: 1).map(String.init) }),
  ]

  static let scripts: [[Signal<Int, TestError>.Event]] = [
    [.value(1), .value(2), .value(2), .value(3), .completed],
    [.value(1), .value(3), .failed(TestError(code: 1))],
    [.value(2), .interrupted],
    [.completed],
  ]

  @Test(arguments: pipelines, 0..<4)
  func aPipelineGivesTheSameEventsOnAProducerAsOnASignal(_ pipeline: Pipeline, script: Int) {
    let events = Self.scripts[script]
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let onSignal = EventRecorder(pipeline.onSignal(signal))
    for event in events { emitter.send(event) }

    let sent = Counter()
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      for event in events where !lifetime.hasEnded {
        sent.increment()
        observer.send(event)
      }
    }
    let onProducer = EventRecorder(pipeline.onProducer(producer))
    #expect(onProducer.events == onSignal.events)
    #expect(onProducer.isTerminated)
  }

  @Test func anOperatorThatEndsEarlyStopsTheSourceRun() {
    let sent = Counter()
    let cleanups = Counter()
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { cleanups.increment() }
      for value in 1...100 where !lifetime.hasEnded {
        sent.increment()
        observer.emit(value)
      }
    }
    let recorder = EventRecorder(producer.map { $0 * 2 }.take(first: 3).map { $0 + 1 })
    #expect(recorder.events == [.value(3), .value(5), .value(7), .completed])
    #expect(sent.value == 3)
    #expect(cleanups.value == 1)
  }

  @Test func anEarlyEndIsNotSeenAsAnInterruptionDownstream() {
    let hooks = Log<String>()
    let recorder = EventRecorder(
      SignalProducer<Int, Never>(values: 1...5)
        .take(first: 1)
        .on(completed: { hooks.append("completed") }, interrupted: { hooks.append("interrupted") }))
    #expect(recorder.events == [.value(1), .completed])
    #expect(hooks.all == ["completed"])
  }

  @Test func onHooksRunAroundEachStart() {
    let log = Log<String>()
    SignalProducer<Int, Never>(value: 1)
      .on(
        starting: { log.append("starting") }, started: { log.append("started") },
        value: { log.append("value \($0)") }, completed: { log.append("completed") },
        disposed: { log.append("disposed") }
      )
      .start()
    #expect(log.all == ["starting", "value 1", "completed", "disposed", "started"])
  }

  @Test func logEventsLogsTheStartOfARun() {
    let lines = Log<String>()
    SignalProducer<Int, Never>(value: 1).logEvents(identifier: "p") { lines.append($0) }.start()
    #expect(
      lines.all == ["[p] starting", "[p] value(1)", "[p] completed", "[p] disposed", "[p] started"])
  }
}

extension Signal where Failure == Never {
  fileprivate func promoteNever() -> Signal<Value, TestError> { mapError(absurdity) }
}

extension SignalProducer where Failure == Never {
  fileprivate func promoteNever() -> SignalProducer<Value, TestError> { mapError(absurdity) }
}

@Sendable private func failOnThree(_ value: Int) throws(TestError) {
  if value == 3 { throw TestError(code: 9) }
}

@Sendable private func describeUnlessTwo(_ value: Int) -> Result<String, TestError> {
  value == 2 ? .failure(TestError(code: 8)) : .success("\(value)")
}

private func absurdity(_ never: Never) -> TestError {}
