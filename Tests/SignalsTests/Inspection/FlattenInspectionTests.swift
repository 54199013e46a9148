import Signals
import SignalsTesting
import Testing

/// The inner signals and runs a flattening operator observes after it was built, from its
/// outer deliveries, feed its node as those observed while it was built do.
@Suite struct FlattenInspectionTests {
  @Test func anInnerSignalObservedLaterFeedsTheFlattenedSignal() throws {
    let inspector = Inspector()
    let (observation, emitters) = inspector.record {
      let (outer, emitter) = Signal<Int, Never>.pipe()
      let (inner, innerEmitter) = Signal<Int, Never>.pipe()
      let observation = outer.named("outer").flatMap(.latest) { _ in inner.named("inner") }
        .named("flat").observeValues { _ in }
      emitter.emit(1)
      return (observation, (emitter, innerEmitter))
    }
    let graph = inspector.graph()
    let flat = try #require(graph.node(named: "flat"))
    let outer = try #require(graph.node(named: "outer"))
    let inner = try #require(graph.node(named: "inner"))
    #expect(Set(flat.inputs) == [outer.id, inner.id])
    emitters.1.emit(7)
    #expect(inspector.graph().node(named: "flat")?.events == 1)
    withExtendedLifetime((observation, emitters)) {}
  }

  @Test func anInnerRunStartedLaterFeedsTheFlattenedRun() throws {
    let inspector = Inspector()
    let (run, emitter) = inspector.record {
      let (outer, emitter) = Signal<Int, Never>.pipe()
      let run = SignalProducer(outer).named("outer")
        .flatMap(.merge) { _ in SignalProducer<Int, Never>.never.named("inner") }
        .named("flat").start()
      emitter.emit(1)
      return (run, emitter)
    }
    let graph = inspector.graph()
    let flat = try #require(graph.node(named: "flat"))
    let inner = try #require(graph.node(named: "inner"))
    #expect(flat.inputs.contains(inner.id))
    run.dispose()
    withExtendedLifetime(emitter) {}
  }

  @Test func withNoInspectorAFlattenedSignalStillDelivers() {
    let (outer, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    recorder.observe(outer.flatMap(.merge) { SignalProducer(value: $0 * 2) })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [2, 4])
    recorder.stopObserving()
  }
}
