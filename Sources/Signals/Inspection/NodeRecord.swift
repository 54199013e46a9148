import Synchronization

/// What an inspector keeps of one node: a weak reference to the object, and what it
/// learned of it — its kind, name, inputs, event count and state.
///
/// It never keeps the object alive: the object's liveness is read through
/// ``countObservers``, which holds it weakly. Its fields change under its own lock; the
/// count, which the node's events update, is atomic.
@usableFromInline
final class NodeRecord: Sendable {
  /// The node's number, unique in the process and increasing with the time it was made.
  let id: Int
  let type: String
  let origin: NodeOrigin?
  /// The group the node was made in.
  let group: GroupRecord?
  let events = Atomic<Int>(0)
  private let fields: Locked<Fields>

  struct Fields {
    var kind: Inspector.Node.Kind
    var name: String?
    var inputs: [Int] = []
    var state = Inspector.Node.State.live
    var value: String?
    var countObservers: @Sendable () -> Int? = { nil }
  }

  private static let nextID = Atomic<Int>(1)

  init(
    kind: Inspector.Node.Kind, type: String, object: AnyObject, origin: NodeOrigin?,
    group: GroupRecord? = nil
  ) {
    self.group = group
    id = Self.nextID.add(1, ordering: .relaxed).oldValue
    self.type = type
    self.origin = origin
    self.objectID = ObjectIdentifier(object)
    fields = .make(Fields(kind: kind))
  }

  /// The identity of the object, valid only while ``countObservers`` says it is alive.
  let objectID: ObjectIdentifier

  @usableFromInline var kind: Inspector.Node.Kind {
    get { fields.withLock { $0.kind } }
    set { fields.withLock { $0.kind = newValue } }
  }

  var name: String? {
    get { fields.withLock { $0.name } }
    set { fields.withLock { $0.name = newValue } }
  }

  /// How many observers the object has now, not counting the inspector's, or `nil` once
  /// it is gone.
  var countObservers: @Sendable () -> Int? {
    get { fields.withLock { $0.countObservers } }
    set { fields.withLock { $0.countObservers = newValue } }
  }

  func addInput(_ id: Int) {
    fields.withLock { fields in
      if !fields.inputs.contains(id) { fields.inputs.append(id) }
    }
  }

  /// Counts an event of the node, and notes a terminal one as its state.
  func note<Value, Failure>(_ event: Signal<Value, Failure>.Event) {
    events.add(1, ordering: .relaxed)
    let state: Inspector.Node.State
    switch event {
    case .value: return
    case .completed: state = .completed
    case .failed: state = .failed
    case .interrupted: state = .interrupted
    }
    fields.withLock { $0.state = state }
  }

  /// Notes that the producer run of the node ended: a stage that saw no terminal event —
  /// an operator after it ended the run early, as `take(first:)` does — was interrupted.
  func noteRunEnded() {
    fields.withLock { fields in
      if fields.state == .live { fields.state = .interrupted }
    }
  }

  /// Counts an event of the node as ``note(_:)`` does, and keeps a value's description.
  func noteDescribing<Value, Failure>(_ event: Signal<Value, Failure>.Event) {
    guard case .value(let value) = event else { return note(event) }
    events.add(1, ordering: .relaxed)
    let description = String(String(describing: value).prefix(Self.valueLength))
    fields.withLock { $0.value = description }
  }

  /// The most characters of a value's description kept.
  static let valueLength = 200

  /// The node as the graph shows it now, or `nil` once its object is gone.
  func node() -> Inspector.Node? {
    let fields = fields.withLock { $0 }
    guard let observers = fields.countObservers() else { return nil }
    return Inspector.Node(
      id: id, kind: fields.kind, name: fields.name, type: type,
      origin: origin?.description, events: events.load(ordering: .relaxed),
      state: fields.state, observers: observers, inputs: fields.inputs, value: fields.value,
      group: group?.group)
  }
}
