import Synchronization

/// Records the signal graph an app builds — every signal, property, pipe and producer run
/// alive, the operators between them, how many events passed through each and how each
/// ended — so that it can be looked at while the app runs.
///
/// An inspector records only what is built while it records: start it before the app
/// builds its pages. Either for the whole process,
///
/// ```swift
/// let inspector = Inspector()
/// inspector.start()
/// let query = MutableProperty("").named("query")
/// let results = query.signal.map { $0.count }.named("results")
/// print(inspector.graph().nodes.count)  // Prints "2"
/// ```
///
/// or for what one closure builds on the calling thread, which is what tests use, since
/// other tests build signals on other threads at the same time:
///
/// ```swift
/// let inspector = Inspector()
/// let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
/// emitter.emit(1)
/// print(inspector.graph().nodes[0].events)  // Prints "1"
/// ```
///
/// The inspector never keeps a node alive: it holds each weakly, and a node whose object
/// was released leaves the graph. With no inspector recording, building a pipeline costs
/// one relaxed atomic load per signal made and per observer added, and sending costs
/// nothing at all. While one records, each node made costs a stack capture (for
/// ``Node/origin``) and a passive observer that counts its events.
public final class Inspector: Sendable {
  private let records = Locked.make(Records())

  /// The records kept, by the identity of their objects, and when to next sweep out
  /// those of released objects.
  struct Records {
    var byObject: [ObjectIdentifier: NodeRecord] = [:]
    var sweepAt = 1024
  }

  /// Whether the nodes keep their last value's description, ``Node/value``.
  public let showsValues: Bool

  /// Creates an inspector that records nothing yet.
  ///
  /// - Parameter showsValues: Whether each node keeps the description of the last value
  ///   it sent, as ``Node/value``. Off by default: values can hold a user's data, which
  ///   an inspector shows only when asked; and describing every value costs while the
  ///   inspector records.
  public init(showsValues: Bool = false) {
    self.showsValues = showsValues
    let clock = ContinuousClock()
    let start = clock.now
    timelineRecorder = TimelineRecorder(
      now: { start.duration(to: clock.now) }, showsValues: showsValues)
  }

  /// Creates an inspector that records nothing yet and times its timeline's events on
  /// `clock`: a test passes a virtual clock, such as `SignalsTesting`'s `TestClock`.
  ///
  /// - Parameters:
  ///   - showsValues: Whether nodes and timeline entries keep values' descriptions (see
  ///     ``init(showsValues:)``).
  ///   - clock: The clock the timeline reads; its time when the inspector is made is the
  ///     timeline's zero.
  public init<C: Clock<Duration>>(showsValues: Bool = false, clock: C) {
    self.showsValues = showsValues
    let start = clock.now
    timelineRecorder = TimelineRecorder(
      now: { start.duration(to: clock.now) }, showsValues: showsValues)
  }

  /// Keeps the events of the nodes recorded (see ``timeline(after:)``).
  let timelineRecorder: TimelineRecorder

  /// The journals of the interactors recorded (see ``interactors()``), held weakly.
  let journals = Locked.make([WeakJournal]())

  /// The inspector started for the whole process, if any.
  static var started: Inspector? { startedInspector.withLock { $0 } }
  private static let startedInspector = Locked<Inspector?>.make(nil)

  /// Records what every thread builds from now on, until ``stop()``.
  ///
  /// Only one inspector records for the whole process: starting another one stops this
  /// one's recording (what it recorded stays in its graph).
  public func start() {
    let previous = Self.startedInspector.withLock { started in
      defer { started = self }
      return started
    }
    if previous == nil { recordingInspectors.add(1, ordering: .relaxed) }
  }

  /// Stops recording for the whole process; the nodes recorded stay in the graph while
  /// they live.
  public func stop() {
    let stopped = Self.startedInspector.withLock { started in
      guard started === self else { return false }
      started = nil
      return true
    }
    if stopped { recordingInspectors.subtract(1, ordering: .relaxed) }
  }

  /// Records what `build` builds on the calling thread, and returns its result.
  ///
  /// Signals made on other threads meanwhile are not recorded, unless this inspector was
  /// also started for the whole process.
  public func record<Result>(_ build: () throws -> Result) rethrows -> Result {
    let context = InspectorContext.current
    let outer = context.scoped
    context.scoped = self
    recordingInspectors.add(1, ordering: .relaxed)
    defer {
      recordingInspectors.subtract(1, ordering: .relaxed)
      context.scoped = outer
    }
    return try build()
  }

  /// The graph as it is now: the nodes whose objects are alive, oldest first.
  public func graph() -> Graph {
    let records = records.withLock { Array($0.byObject.values) }
    // Read outside the lock: reading a node takes its object's lock.
    let nodes = records.compactMap { $0.node() }.sorted { $0.id < $1.id }
    forget(released: Set(nodes.map(\.id)), among: records)
    return Graph(nodes: nodes)
  }

  /// The file and line `node` was made at, such as `SearchPage.swift:12`, or `nil` when
  /// the binary has no debug information, the node is gone or the platform cannot tell.
  ///
  /// Slow the first time for each node — it reads the binary's debug information, a
  /// fraction of a second in a large binary — so the graph does not show it unasked.
  public func sourceLocation(of node: Node) -> String? {
    sourceLocation(ofNodeWithID: node.id)
  }

  /// The file and line the node with id `id` was made at (see ``sourceLocation(of:)``),
  /// for a caller that has only the id: found among the records, without reading the
  /// whole graph.
  package func sourceLocation(ofNodeWithID id: Int) -> String? {
    let record = records.withLock { $0.byObject.values.first { $0.id == id } }
    return record?.origin?.sourceLocation
  }

  /// Keeps `record`, replacing a record of a released object whose identity it reuses.
  func add(_ record: NodeRecord) {
    let sweep = records.withLock { records -> [NodeRecord]? in
      records.byObject[record.objectID] = record
      guard records.byObject.count >= records.sweepAt else { return nil }
      return Array(records.byObject.values)
    }
    guard let sweep else { return }
    let live = Set(sweep.filter { $0.countObservers() != nil }.map(\.id))
    forget(released: live, among: sweep)
    records.withLock { $0.sweepAt = max(1024, 2 * live.count) }
  }

  /// Drops the records of released objects: those of `read` whose ids are not in `live`.
  /// A record added since `read` was taken is kept.
  private func forget(released live: Set<Int>, among read: [NodeRecord]) {
    let released = Set(read.map(\.id)).subtracting(live)
    guard !released.isEmpty else { return }
    timelineRecorder.forget(nodes: released)
    records.withLock { records in
      records.byObject = records.byObject.filter { !released.contains($1.id) }
    }
  }

  /// The record of `object`, if this inspector recorded it.
  func record(for object: AnyObject) -> NodeRecord? {
    guard let record = records.withLock({ $0.byObject[ObjectIdentifier(object)] }),
      record.countObservers() != nil
    else { return nil }
    return record
  }
}
