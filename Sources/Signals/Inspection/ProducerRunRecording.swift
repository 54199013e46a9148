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

extension Inspection {
  /// Makes `startRun`, the start of a producer just built, record each of its runs as a
  /// node of kind ``Inspector/Node/Kind/producerRun``, if an inspector records on this
  /// thread; otherwise returns it as it is, so a producer built with no inspector on
  /// starts as it did.
  ///
  /// The node's origin is where the producer was built, captured here once for all its
  /// runs. Each producer of a chain is a stage of the same run (operators on producers do
  /// not make signals between them): a stage's node is fed by the stage below it, found
  /// through ``InspectorContext/runStages`` while the run's observers are made, from the
  /// source outwards. The source's node is what its start handler's observations feed;
  /// the last stage's feeds what was being built where the run started (a signal whose
  /// generator starts it, another run whose start handler does), unless
  /// `startWithSignal` sends it on a signal of its own (``noteRun(_:feeds:)``).
  @usableFromInline
  static func recordingRuns<Value, Failure>(
    _ startRun: @escaping SignalProducer<Value, Failure>.StartRun
  ) -> SignalProducer<Value, Failure>.StartRun {
    guard InspectorContext.recordingInspector != nil else { return startRun }
    let origin = NodeOrigin.capture()
    let type = "SignalProducer<\(Value.self), \(Failure.self)>"
    return { makeObserver in
      guard isOn, let inspector = InspectorContext.recordingInspector else {
        return startRun(makeObserver)
      }
      let context = InspectorContext.current
      // What is being built here — a signal whose generator starts this run, or the run
      // whose start handler does — is fed by the run's last stage.
      let builder = context.building.last ?? nil
      var isBuildingSource = false
      let run = startRun { lifetime, run in
        let upstream = context.runStages.last { $0.run == ObjectIdentifier(run) }?.record
        let node = run.makeInspectionNode()
        let record = NodeRecord(
          kind: .producerRun, type: type, object: node, origin: origin,
          group: context.groups.last)
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
        return counting(downstream, into: record, of: inspector)
      }
      if isBuildingSource { context.building.removeLast() }
      return run
    }
  }

  /// An observer that notes each event in `record` and the timeline, then sends it on.
  private static func counting<Value, Failure>(
    _ downstream: Signal<Value, Failure>.Observer, into record: NodeRecord,
    of inspector: Inspector
  ) -> Signal<Value, Failure>.Observer {
    let timeline = inspector.timelineRecorder
    let id = record.id
    if inspector.showsValues {
      return Signal.Observer { event in
        record.noteDescribing(event)
        timeline.note(event, of: id)
        downstream.send(event)
      }
    }
    return Signal.Observer { event in
      record.note(event)
      timeline.note(event, of: id)
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
