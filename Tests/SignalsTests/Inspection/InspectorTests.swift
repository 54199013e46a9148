import Foundation
import Signals
import SignalsTesting
import Testing

@Suite struct InspectorTests {
  @Test func recordsAPipelineWithItsEdgesKindsAndNames() throws {
    let inspector = Inspector()
    let (taps, emitter, doubled) = inspector.record {
      let (taps, emitter) = Signal<Int, Never>.pipe()
      let doubled = taps.named("taps").map { $0 * 2 }.named("doubled")
      return (taps, emitter, doubled)
    }
    let graph = inspector.graph()
    let tapsNode = try #require(graph.node(named: "taps"))
    let doubledNode = try #require(graph.node(named: "doubled"))
    #expect(tapsNode.kind == .pipe)
    #expect(doubledNode.kind == .signal)
    #expect(doubledNode.inputs == [tapsNode.id])
    #expect(graph.outputs(of: tapsNode).map(\.name) == ["doubled"])
    #expect(tapsNode.type == "Signal<Int, Never>")
    withExtendedLifetime((taps, emitter, doubled)) {}
  }

  @Test func countsEventsAndShowsHowANodeEnded() {
    let inspector = Inspector()
    let (signal, emitter) = inspector.record { Signal<Int, TestError>.pipe() }
    let observation = inspector.record { signal.named("numbers").observeValues { _ in } }
    let failing = inspector.record { signal.map { $0 }.named("failing") }
    let recorder = EventRecorder(failing)
    emitter.emit(1)
    emitter.emit(2)
    #expect(inspector.graph().node(named: "numbers")?.events == 2)
    #expect(inspector.graph().node(named: "numbers")?.state == .live)
    emitter.fail(TestError())
    let graph = inspector.graph()
    #expect(graph.node(named: "failing")?.events == 3)
    #expect(graph.node(named: "failing")?.state == .failed)
    #expect(recorder.events.count == 3)
    withExtendedLifetime(observation) {}
  }

  @Test func aCombiningOperatorHasEveryInput() {
    let inspector = Inspector()
    let (first, firstEmitter) = inspector.record { Signal<Int, Never>.pipe() }
    let (second, secondEmitter) = inspector.record { Signal<String, Never>.pipe() }
    let combined = inspector.record {
      Signal.combineLatest(first.named("first"), second.named("second")).named("both")
    }
    let graph = inspector.graph()
    let inputs = graph.node(named: "both").map { graph.inputs(of: $0).compactMap(\.name) }
    #expect(inputs.map(Set.init) == ["first", "second"])
    withExtendedLifetime((firstEmitter, secondEmitter, combined)) {}
  }

  @Test func aReleasedNodeLeavesTheGraphAndIsNotKeptAlive() {
    let inspector = Inspector()
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    weak var weakDerived: Signal<Int, Never>?
    do {
      let derived = inspector.record { signal.named("source").map { $0 + 1 }.named("derived") }
      weakDerived = derived
      #expect(inspector.graph().node(named: "derived") != nil)
      #expect(inspector.graph().node(named: "source")?.observers == 1)
    }
    #expect(weakDerived == nil)
    // Unobserved and released, the derived signal let go of its upstream observation,
    // although the inspector's own observer was still on it.
    #expect(inspector.graph().node(named: "derived") == nil)
    #expect(inspector.graph().node(named: "source")?.observers == 0)
    withExtendedLifetime(emitter) {}
  }

  @Test func aSignalObservedOnlyByTheInspectorIsReleasedWithItsEmitter() {
    let inspector = Inspector()
    weak var weakSignal: Signal<Int, Never>?
    do {
      let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
      weakSignal = signal
      emitter.emit(1)
    }
    #expect(weakSignal == nil)
    #expect(inspector.graph().nodes.isEmpty)
  }

  @Test func aPropertyIsAPropertyNodeThatCountsItsChanges() throws {
    let inspector = Inspector()
    let query = inspector.record { MutableProperty("").named("query") }
    let length = inspector.record { query.map(\.count).named("length") }
    query.value = "sig"
    query.value = "signal"
    let graph = inspector.graph()
    #expect(graph.node(named: "query")?.kind == .property)
    #expect(graph.node(named: "query")?.events == 2)
    let lengthNode = try #require(graph.node(named: "length"))
    #expect(lengthNode.kind == .property)
    // A derived property is fed by a run of its source's producer: the run of
    // `query.producer`, then of its `map`.
    let mapRun = graph.inputs(of: lengthNode)
    let producerRun = mapRun.flatMap { graph.inputs(of: $0) }
    #expect((mapRun + producerRun).map(\.kind) == [.producerRun, .producerRun])
    #expect(producerRun.flatMap { graph.inputs(of: $0) }.compactMap(\.name) == ["query"])
    #expect(length.value == 6)
  }

  @Test func anUnnamedNodeSaysWhereItWasMadeAndByWhichOperator() throws {
    let inspector = Inspector()
    let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
    let (filtered, line) = inspector.record { (signal.filter { $0 > 0 }, #line) }
    let node = try #require(inspector.graph().nodes.last)
    let origin = try #require(node.origin)
    // The closure given to `record`, in the test.
    #expect(origin.hasPrefix("filter in closure #"))
    #expect(
      origin.hasSuffix(" in InspectorTests.anUnnamedNodeSaysWhereItWasMadeAndByWhichOperator()"))
    #expect(node.label == origin)
    #expect(inspector.sourceLocation(of: node) == "InspectorTests.swift:\(line)")
    withExtendedLifetime((emitter, filtered)) {}
  }

  @Test func recordsOnlyWhatTheRecordingThreadBuilds() {
    let inspector = Inspector()
    let (built, elsewhere) = inspector.record {
      (
        Signal<Int, Never>.never.named("here"),
        onAnotherThread { Signal<Int, Never>.never.named("there") }
      )
    }
    #expect(inspector.graph().nodes.compactMap(\.name) == ["here"])
    withExtendedLifetime((built, elsewhere)) {}
  }

  @Test func withNoInspectorRecordingNothingIsKept() {
    let inspector = Inspector()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    signal.named("unseen").observeValues { _ in }
    emitter.emit(1)
    #expect(inspector.graph().nodes.isEmpty)
  }

  @Test func exportsTheGraphAsDOT() {
    let inspector = Inspector()
    let (signal, emitter) = inspector.record { Signal<Int, TestError>.pipe() }
    let quoted = inspector.record { signal.named("say \"hi\"").map { $0 }.named("out") }
    quoted.observe { _ in }
    emitter.fail(TestError())
    let graph = inspector.graph()
    let ids = graph.nodes.map(\.id)
    let dot = graph.dot
    #expect(dot.hasPrefix("digraph signals {\n  rankdir=LR;"))
    #expect(dot.contains(#"label="say \"hi\"\npipe · Signal<Int, TestError>\n1 event · failed""#))
    #expect(dot.contains("  n\(ids[0]) -> n\(ids[1]);"))
    #expect(dot.contains("color=red"))
    #expect(dot.hasSuffix("}\n"))
  }

  @Test func logEventsWithoutAnIdentifierUsesTheNodesNameInTheGraph() {
    let inspector = Inspector()
    let lines = Locked<[String]>.make([])
    let (signal, emitter) = inspector.record { Signal<String, Never>.pipe() }
    let logged = inspector.record {
      signal.named("query").logEvents { line in lines.withLock { $0.append(line) } }
    }
    let observation = logged.observeValues { _ in }
    emitter.emit("sig")
    #expect(lines.withLock { $0 } == ["[query] value(sig)"])
    withExtendedLifetime(observation) {}
  }
}

/// Runs `body` on a thread of its own and returns its result, once it has.
private func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
  let done = DispatchSemaphore(value: 0)
  nonisolated(unsafe) var result: Result?
  Thread {
    result = body()
    done.signal()
  }.start()
  done.wait()
  return result!
}
