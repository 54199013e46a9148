import Signals
import SignalsTesting
import Testing

@Suite struct ProducerRunRecordingTests {
  @Test func aStartedProducerIsAProducerRunNodeThatCountsItsEvents() throws {
    let inspector = Inspector()
    let run = inspector.record { SignalProducer(values: [1, 2]).named("numbers").start() }
    let node = try #require(inspector.graph().node(named: "numbers"))
    #expect(node.kind == .producerRun)
    #expect(node.type == "SignalProducer<Int, Never>")
    #expect(node.events == 3)
    #expect(node.state == .completed)
    #expect(node.observers == 0)
    withExtendedLifetime(run) {}
  }

  @Test func everyRunOfANamedProducerIsANodeOfItsOwnWithItsName() {
    let inspector = Inspector()
    let numbers = inspector.record { SignalProducer(values: [1, 2]).named("numbers") }
    let runs = inspector.record { [numbers.start(), numbers.start()] }
    let nodes = inspector.graph().nodes.filter { $0.name == "numbers" }
    #expect(nodes.count == 2)
    #expect(Set(nodes.map(\.id)).count == 2)
    #expect(nodes.allSatisfy { $0.kind == .producerRun && $0.events == 3 })
    withExtendedLifetime(runs) {}
  }

  @Test func eachOperatorOfAStartedChainIsFedByTheRunBelowIt() throws {
    let inspector = Inspector()
    let run = inspector.record {
      SignalProducer(values: [1, 2, 3]).named("numbers")
        .map { $0 * 2 }.named("doubled")
        .filter { $0 > 2 }.named("large")
        .start()
    }
    let graph = inspector.graph()
    let numbers = try #require(graph.node(named: "numbers"))
    let doubled = try #require(graph.node(named: "doubled"))
    let large = try #require(graph.node(named: "large"))
    #expect(numbers.inputs.isEmpty)
    #expect(doubled.inputs == [numbers.id])
    #expect(large.inputs == [doubled.id])
    #expect([numbers, doubled, large].map(\.kind) == Array(repeating: .producerRun, count: 3))
    #expect([numbers, doubled, large].map(\.events) == [4, 4, 3])
    #expect(numbers.id < doubled.id && doubled.id < large.id)
    withExtendedLifetime(run) {}
  }

  @Test func theTriggerOfTakeUntilFeedsTheRunItEnds() throws {
    let inspector = Inspector()
    let (run, stop) = inspector.record {
      let (trigger, stop) = Signal<Void, Never>.pipe()
      let run = SignalProducer<Int, Never>.never.named("waiting")
        .take(until: trigger.named("trigger")).named("taken").start()
      return (run, stop)
    }
    let graph = inspector.graph()
    let taken = try #require(graph.node(named: "taken"))
    let trigger = try #require(graph.node(named: "trigger"))
    let waiting = try #require(graph.node(named: "waiting"))
    #expect(Set(taken.inputs) == [trigger.id, waiting.id])
    stop.emit(())
    #expect(inspector.graph().node(named: "taken")?.state == .completed)
    withExtendedLifetime(run) {}
  }

  @Test func anInterruptedRunShowsAsInterrupted() throws {
    let inspector = Inspector()
    let run = inspector.record { SignalProducer<Int, Never>.never.named("waiting").start() }
    #expect(inspector.graph().node(named: "waiting")?.state == .live)
    #expect(inspector.graph().node(named: "waiting")?.observers == 1)
    run.dispose()
    let node = try #require(inspector.graph().node(named: "waiting"))
    #expect(node.state == .interrupted)
    #expect(node.events == 1)
  }

  @Test func aRunEndedEarlyByItsConsumerShowsAsInterrupted() {
    let inspector = Inspector()
    let run = inspector.record {
      SignalProducer(values: [1, 2, 3]).named("numbers").take(first: 1).named("first").start()
    }
    let graph = inspector.graph()
    #expect(graph.node(named: "first")?.state == .completed)
    #expect(graph.node(named: "numbers")?.state == .interrupted)
    #expect(graph.node(named: "numbers")?.events == 1)
    withExtendedLifetime(run) {}
  }

  @Test func aReleasedRunLeavesTheGraphAndIsNotKeptAlive() {
    let inspector = Inspector()
    weak var weakRun: AnyObject?
    do {
      let run = inspector.record {
        SignalProducer<Int, Never>.never.named("waiting").map { $0 }.named("mapped").start()
      }
      weakRun = run as AnyObject
      #expect(inspector.graph().nodes.compactMap(\.name) == ["waiting", "mapped"])
    }
    #expect(weakRun == nil)
    #expect(inspector.graph().nodes.isEmpty)
  }

  @Test func aRunFedBySignalsHasThemAsInputs() throws {
    let inspector = Inspector()
    let (taps, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let run = inspector.record { SignalProducer(taps.named("taps")).named("tapping").start() }
    emitter.emit(1)
    let graph = inspector.graph()
    let tapping = try #require(graph.node(named: "tapping"))
    #expect(graph.inputs(of: tapping).map(\.name) == ["taps"])
    #expect(tapping.events == 1)
    withExtendedLifetime(run) {}
  }

  @Test func aSignalWhoseGeneratorStartsARunIsFedByItsLastStage() throws {
    let inspector = Inspector()
    let relay = inspector.record {
      Signal<Int, Never> { observer, lifetime in
        lifetime += SignalProducer<Int, Never>.never.named("waiting").map { $0 }.named("mapped")
          .start(observer)
      }.named("relay")
    }
    let graph = inspector.graph()
    let relayNode = try #require(graph.node(named: "relay"))
    #expect(graph.inputs(of: relayNode).map(\.name) == ["mapped"])
    #expect(graph.node(named: "waiting").map { graph.outputs(of: $0).map(\.name) } == ["mapped"])
    withExtendedLifetime(relay) {}
  }

  @Test func aRunStartedByAnotherRunsStartHandlerFeedsIt() throws {
    let inspector = Inspector()
    let run = inspector.record {
      let inner = SignalProducer<Int, Never>.never.named("inner")
      return SignalProducer<Int, Never> { observer, lifetime in
        lifetime += inner.start(observer)
      }.named("outer").start()
    }
    let graph = inspector.graph()
    let outer = try #require(graph.node(named: "outer"))
    #expect(graph.inputs(of: outer).map(\.name) == ["inner"])
    withExtendedLifetime(run) {}
  }

  @Test func aSignalOperatorLiftedOntoAProducerIsFedByTheRunItStarts() throws {
    let inspector = Inspector()
    let (taps, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let run = inspector.record {
      SignalProducer(taps).named("inner").lift { $0.map { $0 + 1 } }.named("outer").start()
    }
    emitter.emit(1)
    let graph = inspector.graph()
    let inner = try #require(graph.node(named: "inner"))
    let outer = try #require(graph.node(named: "outer"))
    // outer ← the lifted map's signal ← the signal of the inner run ← inner.
    #expect(upstream(of: outer, in: graph).contains(inner.id))
    #expect(graph.inputs(of: outer).map(\.kind) == [.signal])
    #expect(outer.events == 1)
    #expect(inner.events == 1)
    withExtendedLifetime((run, emitter)) {}
  }

  @Test func anUnnamedRunSaysWhereItsProducerWasMade() throws {
    let inspector = Inspector()
    let (producer, line) = inspector.record {
      (SignalProducer<Int, Never>.never.map { $0 + 1 }, #line)
    }
    let run = startElsewhere(producer, inspector: inspector)
    let node = try #require(inspector.graph().nodes.last)
    let origin = try #require(node.origin)
    #expect(origin.hasPrefix("map in closure #"))
    #expect(node.label == origin)
    #expect(inspector.sourceLocation(of: node) == "ProducerRunRecordingTests.swift:\(line)")
    withExtendedLifetime(run) {}
  }

  @Test func aRunKeepsItsLastValueWhenTheInspectorShowsValues() {
    let inspector = Inspector(showsValues: true)
    let run = inspector.record { SignalProducer(values: [1, 2]).named("numbers").start() }
    #expect(inspector.graph().node(named: "numbers")?.value == "2")
    withExtendedLifetime(run) {}
  }

  @Test func theDOTExportDrawsARunDashed() {
    let inspector = Inspector()
    let run = inspector.record { SignalProducer<Int, Never>.never.named("waiting").start() }
    let line = inspector.graph().dot.split(separator: "\n").first { $0.contains("waiting") }
    #expect(line?.contains("producer run · SignalProducer<Int, Never>") == true)
    #expect(line?.contains("style=\"rounded,dashed\"") == true)
    withExtendedLifetime(run) {}
  }

  @Test func aProducerBuiltWithNoInspectorRecordingIsNotRecorded() {
    let inspector = Inspector()
    let producer = SignalProducer<Int, Never>.never.named("unseen")
    let run = inspector.record { producer.start() }
    #expect(inspector.graph().nodes.isEmpty)
    withExtendedLifetime(run) {}
  }

  /// Starts `producer` in a function of its own, so that its run's stack is not where the
  /// producer was made.
  private func startElsewhere(
    _ producer: SignalProducer<Int, Never>, inspector: Inspector
  ) -> any Disposable {
    inspector.record { producer.start() }
  }

  /// The ids of every node upstream of `node`.
  private func upstream(of node: Inspector.Node, in graph: Inspector.Graph) -> Set<Int> {
    var found: Set<Int> = []
    var pending = node.inputs
    while let id = pending.popLast() {
      guard found.insert(id).inserted, let input = graph.nodes.first(where: { $0.id == id })
      else { continue }
      pending += input.inputs
    }
    return found
  }
}
