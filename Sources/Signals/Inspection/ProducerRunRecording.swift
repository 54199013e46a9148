import Synchronization

/// What keeps the node of one stage of a producer's run in the graph: the run holds it
/// (see ``ProducerRunEnding/makeInspectionNode()``), the inspector only weakly, so the
/// node leaves the graph when the run is released.
@usableFromInline
final class RunNode: Sendable {
  /// The node of a stage made before this one in the same run, kept as long as this one.
  let previous: RunNode?
  /// Set when the run's lifetime ends: the run has no observer any more.
  let hasEnded = Atomic(false)

  init(previous: RunNode?) {
    self.previous = previous
  }
}

/// What a producer built while an inspector recorded on the building thread keeps for the
/// nodes of its runs: where it was built.
@usableFromInline
final class ProducerBuild: Sendable {
  let origin: NodeOrigin?

  init(origin: NodeOrigin?) {
    self.origin = origin
  }
}

extension Inspection {
  /// What a producer being built keeps for its runs' nodes, if an inspector records on this
  /// thread; `nil` otherwise, after one relaxed load when no inspector is on.
  @inlinable @inline(__always)
  static func producerBuilt() -> ProducerBuild? {
    guard _slowPath(isOn) else { return nil }
    return producerBuiltRecorded()
  }

  @usableFromInline
  static func producerBuiltRecorded() -> ProducerBuild? {
    guard InspectorContext.recordingInspector != nil else { return nil }
    // Captured once, where the producer is built, for every run of it.
    return ProducerBuild(origin: NodeOrigin.capture())
  }

  /// Makes `startRun` record each of its runs (see ``RunRecording``), for a producer built
  /// while an inspector recorded (`build`), or returns it as it is.
  @usableFromInline
  static func recordingRuns<Value, Failure>(
    _ startRun: @escaping SignalProducer<Value, Failure>.StartRun, build: ProducerBuild?
  ) -> SignalProducer<Value, Failure>.StartRun {
    guard let build else { return startRun }
    return { makeObserver in
      guard let recording = RunRecording.start(build) else { return startRun(makeObserver) }
      defer { recording.end() }
      return startRun { lifetime, run in recording.observer(lifetime, run, makeObserver) }
    }
  }

  /// An observer that notes each event in `record` and the timeline, then sends it on.
  static func counting<Value, Failure>(
    _ downstream: Signal<Value, Failure>.Observer, into record: NodeRecord,
    of inspector: Inspector
  ) -> Signal<Value, Failure>.Observer {
    let note: @Sendable (Signal<Value, Failure>.Event) -> Void = noting(
      into: record, of: inspector)
    return Signal.Observer { event in
      note(event)
      downstream.send(event)
    }
  }

  /// Names the node of the stage of `run` whose observer is being made: the stage of the
  /// producer that ``SignalProducer/named(_:)`` named.
  @usableFromInline
  static func name(_ run: any ProducerRunEnding, _ name: String) {
    guard isOn else { return }
    InspectorContext.current.runStages.last { $0.run == ObjectIdentifier(run) }?.record.name =
      name
  }

  /// Notes that `run`, whose observer is being made, feeds the signal of `core`: the
  /// signal that `startWithSignal` sends a run's events on.
  @usableFromInline
  static func noteRun(_ run: any ProducerRunEnding, feeds core: AnyObject) {
    guard let downstream = InspectorContext.recorder(of: core),
      let upstream = InspectorContext.current.runStages.last(where: {
        $0.run == ObjectIdentifier(run)
      })?.record
    else { return }
    downstream.addInput(upstream.id)
    InspectorContext.current.unattributedRunStage = nil
  }

  /// Whether an inspector records what this thread builds.
  @usableFromInline
  static var isRecordingHere: Bool {
    isOn && InspectorContext.recordingInspector != nil
  }
}

/// One start of a producer built while an inspector recorded, while an inspector records
/// on the starting thread: it registers the node of each stage of the run as the run's
/// observers are made (``observer(_:_:_:)``), and ends with the start (``end()``).
///
/// Each producer of a chain is a stage of the same run (operators on producers make no
/// signals between them): a stage's node is fed by the stage below it, found through
/// ``InspectorContext/runStages`` while the run's observers are made, from the source
/// outwards. The source's node is what its start handler's observations feed; the last
/// stage's feeds what was being built where the run started (a signal whose generator
/// starts it, another run whose start handler does), unless `startWithSignal` sends it on
/// a signal of its own (``Inspection/noteRun(_:feeds:)``).
///
/// The start handler never passes through it: given to a function the optimiser cannot
/// see into, a handler's context stays on the heap even with no inspector on (S9 counted
/// a malloc more per start when it did).
@usableFromInline
final class RunRecording {
  let build: ProducerBuild
  let inspector: Inspector
  let context: InspectorContext
  /// What was being built where the run started.
  let builder: NodeRecord?
  var isBuildingSource = false

  private init(build: ProducerBuild, inspector: Inspector) {
    self.build = build
    self.inspector = inspector
    context = InspectorContext.current
    builder = context.building.last ?? nil
  }

  /// A recording of a start of the producer of `build`, if an inspector records here now.
  @usableFromInline
  static func start(_ build: ProducerBuild) -> RunRecording? {
    guard Inspection.isOn, let inspector = InspectorContext.recordingInspector else {
      return nil
    }
    return RunRecording(build: build, inspector: inspector)
  }

  /// Registers the node of this stage of `run`, and returns the observer `makeObserver`
  /// makes, behind one that counts what the stage sends.
  @usableFromInline
  func observer<Value, Failure>(
    _ lifetime: Lifetime, _ run: any ProducerRunEnding,
    _ makeObserver: (Lifetime, any ProducerRunEnding) -> Signal<Value, Failure>.Observer
  ) -> Signal<Value, Failure>.Observer {
    let upstream = context.runStages.last { $0.run == ObjectIdentifier(run) }?.record
    let node = run.makeInspectionNode()
    let record = NodeRecord(
      kind: .producerRun, type: "SignalProducer<\(Value.self), \(Failure.self)>",
      object: node, origin: build.origin, group: context.groups.last)
    if let upstream { record.addInput(upstream.id) }
    record.countObservers = { [weak node] in
      node.map { $0.hasEnded.load(ordering: .relaxed) ? 0 : 1 }
    }
    inspector.add(record)
    lifetime.observeEnded {
      node.hasEnded.store(true, ordering: .relaxed)
      record.noteRunEnded()
    }
    context.runStages.append((ObjectIdentifier(run), record))
    context.unattributedRunStage = record.id
    let downstream = makeObserver(lifetime, run)
    context.runStages.removeLast()
    // Still unattributed: this is the run's last stage, and no signal took its events.
    if context.unattributedRunStage == record.id {
      context.unattributedRunStage = nil
      builder?.addInput(record.id)
    }
    if upstream == nil {
      // The source: what its start handler, which runs next, observes feeds it.
      context.building.append(record)
      isBuildingSource = true
    }
    return Inspection.counting(downstream, into: record, of: inspector)
  }

  /// Ends the start: its start handler has run.
  @usableFromInline
  func end() {
    if isBuildingSource { context.building.removeLast() }
  }
}
