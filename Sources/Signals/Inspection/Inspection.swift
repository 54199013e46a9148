import Synchronization

/// How many inspectors are recording now, anywhere: the one number the library's build
/// paths read when no inspector is on.
@usableFromInline let recordingInspectors = Atomic<Int>(0)

/// The hooks through which the library tells a recording ``Inspector`` what it builds.
///
/// Each hook is called when a pipeline is built — a signal made, an observer added —
/// never per event, and costs one relaxed load of ``recordingInspectors`` when no
/// inspector is on. Once one is, a node it registers counts its events through a passive
/// observation (see ``SignalState/passiveObservers``), so even then the send paths are
/// unchanged.
@usableFromInline
enum Inspection {
  /// Whether any inspector is recording.
  @inlinable @inline(__always)
  static var isOn: Bool { recordingInspectors.load(ordering: .relaxed) != 0 }

  /// Starts building `core`: until ``endBuilding(_:)``, observations of other signals on
  /// this thread feed `core`'s node.
  ///
  /// - Returns: Whether building was noted, to pass to ``endBuilding(_:)``. A pair of
  ///   calls, not a closure around the build, so that with no inspector on the generator
  ///   runs as it did before, with no closure context made around it.
  @inlinable @inline(__always)
  static func startBuilding(_ core: AnyObject) -> Bool {
    guard _slowPath(isOn) else { return false }
    startBuildingRecorded(core)
    return true
  }

  /// Ends what ``startBuilding(_:)`` started, if it noted anything.
  @inlinable @inline(__always)
  static func endBuilding(_ started: Bool) {
    if _slowPath(started) { endBuildingRecorded() }
  }

  /// Gives the node of `core`, if one is recorded, a kind other than a plain signal.
  ///
  /// It reads the core's own flag, and takes a plain enumeration: the global read or the
  /// static ``Inspector/Node/Kind`` made at every call grew the emitter's initializer
  /// enough to be no longer inlined.
  @inlinable @inline(__always)
  static func mark<Value, Failure>(_ core: SignalCore<Value, Failure>, as kind: SourceKind) {
    if _slowPath(core.mayBeInspected) { markRecorded(core, as: kind) }
  }

  /// The kinds of node that a source of events is, as ``mark(_:as:)`` takes them.
  @usableFromInline
  enum SourceKind {
    case pipe, property, results
  }

  @usableFromInline
  static func markRecorded(_ core: AnyObject, as kind: SourceKind) {
    let kind: Inspector.Node.Kind =
      switch kind {
      case .pipe: .pipe
      case .property: .property
      case .results: .results
      }
    InspectorContext.recorder(of: core)?.kind = kind
  }

  /// The label of the node of `core` — its name, or where it was made — if an inspector
  /// recording here has one; read once, where `logEvents` is applied.
  @usableFromInline
  static func label(of core: AnyObject) -> String? {
    guard _slowPath(isOn) else { return nil }
    return InspectorContext.recorder(of: core)?.node()?.label
  }

  /// Names the node of `core`, if one is recorded.
  static func name(_ core: AnyObject, _ name: String) {
    if _slowPath(isOn) { InspectorContext.recorder(of: core)?.name = name }
  }

  /// Registers a signal's core just made, with the inspector recording on this thread.
  @usableFromInline
  static func register<Value, Failure>(_ core: SignalCore<Value, Failure>) {
    guard let inspector = InspectorContext.recordingInspector else { return }
    // A core with no generator is sent on from outside: an emitter's. Properties and
    // result signals mark themselves. The emitter's initializer, inlined into every
    // pipe made, is left as it was: marking there read the global flag, which made it
    // too large to be inlined (S4, with no inspector on, 5,418 instructions per value
    // against 5,362 with the core's own flag instead).
    let record = NodeRecord(
      kind: core.disposables == nil ? .pipe : .signal,
      type: "Signal<\(Value.self), \(Failure.self)>", object: core,
      origin: NodeOrigin.capture(), group: InspectorContext.current.groups.last)
    inspector.add(record)
    record.countObservers = { [weak core] in core?.activeObserverCount }
    core.observePassively(noting(into: record, of: inspector))
  }

  /// What notes each event of a node: in its record, counted (and described, when the
  /// inspector shows values), and on the inspector's timeline.
  static func noting<Value, Failure>(into record: NodeRecord, of inspector: Inspector)
    -> @Sendable (Signal<Value, Failure>.Event) -> Void
  {
    let timeline = inspector.timelineRecorder
    let id = record.id
    if inspector.showsValues {
      return { event in
        record.noteDescribing(event)
        timeline.note(event, of: id)
      }
    }
    return { event in
      record.note(event)
      timeline.note(event, of: id)
    }
  }

  /// Notes that `core` gained an observer: an edge into the node being built on this
  /// thread, if any.
  @usableFromInline
  static func noteObservation(of core: AnyObject) {
    guard let downstream = InspectorContext.nodeBeingBuilt,
      let upstream = InspectorContext.recorder(of: core)
    else { return }
    downstream.addInput(upstream.id)
  }

  /// Starts a group on this thread, if an inspector records here: the nodes registered
  /// until ``endGroup(_:)`` are its members.
  @usableFromInline
  static func startGroup(_ kind: Inspector.Node.Kind, _ name: String) -> GroupRecord? {
    guard InspectorContext.recordingInspector != nil else { return nil }
    let context = InspectorContext.current
    let group = GroupRecord(
      id: nextGroupID.add(1, ordering: .relaxed).oldValue, kind: kind, name: name,
      parent: context.groups.last?.id)
    context.groups.append(group)
    return group
  }

  /// Ends what ``startGroup(_:_:)`` started.
  @usableFromInline
  static func endGroup(_ group: GroupRecord?) {
    guard group != nil else { return }
    InspectorContext.current.groups.removeLast()
  }

  private static let nextGroupID = Atomic<Int>(1)

  /// Makes `start` run as part of the node being built on this thread, if the inspector
  /// recording here has one: what `start` observes or starts later — a flattening
  /// operator's inner signals and runs, from its outer deliveries — then feeds that node,
  /// as what it observed while it was built does.
  @usableFromInline
  static func startingInsideRecordedNode<Input, Inner, Result>(
    _ start: @escaping @Sendable (Input, Inner) -> Result
  ) -> @Sendable (Input, Inner) -> Result {
    guard let node = InspectorContext.nodeBeingBuilt else { return start }
    return { [weak node] input, inner in
      guard let node else { return start(input, inner) }
      let context = InspectorContext.current
      context.building.append(node)
      defer { context.building.removeLast() }
      return start(input, inner)
    }
  }

  @usableFromInline
  static func startBuildingRecorded(_ core: AnyObject) {
    InspectorContext.current.building.append(InspectorContext.recorder(of: core))
  }

  @usableFromInline
  static func endBuildingRecorded() {
    InspectorContext.current.building.removeLast()
  }
}
