import Dispatch
import Signals
import SignalsTesting

/// An object a pipeline's closures capture, so that its release proves theirs.
final class Canary: Sendable {
  /// Returns `value` unchanged; a closure that calls it holds the canary.
  func keep<Value>(_ value: Value) -> Value { value }

  /// Returns `true`; a predicate that calls it holds the canary.
  func always<Value>(_: Value) -> Bool { true }
}

/// The error the audited pipelines fail with.
struct AuditError: Error, Equatable {}

/// Watches, through weak references, the objects one build/observe/dispose cycle makes,
/// and keeps its inputs alive until the cycle lets go of them.
///
/// An object watched as part of the pipeline must be gone once the observation is
/// disposed, even though its inputs still live and never terminated; everything else
/// must be gone once the inputs are released too.
final class LeakProbe {
  private struct Watched {
    weak var object: AnyObject?
    /// Formatted only for a report: naming every object cost more than the cycle.
    let type: Any.Type
    let isInput: Bool
  }

  private var watched: [Watched] = []
  private var inputs: [AnyObject] = []
  private var afterDisposal: [() -> Void] = []

  /// A new canary, watched as part of the pipeline; the probe lets go of it once the
  /// pipeline is built (``dropCanary()``), so that only the pipeline holds it.
  var canary: Canary {
    guard let heldCanary else { preconditionFailure("the canary is asked for after the build") }
    return heldCanary
  }

  private var heldCanary: Canary? = Canary()

  init() {
    watch(canary)
  }

  /// Lets go of ``canary``.
  func dropCanary() {
    heldCanary = nil
  }

  /// How many objects the probe watched.
  var watchedCount: Int { watched.count }

  /// Watches `object` as part of the pipeline, which must release it once disposed.
  @discardableResult
  func watch<Object: AnyObject>(_ object: Object) -> Object {
    watched.append(Watched(object: object, type: Object.self, isInput: false))
    return object
  }

  /// Watches `object`, which lives as long as the inputs do, by design, and no longer.
  @discardableResult
  func watchWithInputs<Object: AnyObject>(_ object: Object) -> Object {
    watched.append(Watched(object: object, type: Object.self, isInput: true))
    return object
  }

  /// Lets `object`, already watched, live as long as the inputs do, by design.
  func letLiveWithInputs(_ object: AnyObject) {
    for index in watched.indices where watched[index].object === object {
      watched[index] = Watched(object: object, type: watched[index].type, isInput: true)
    }
  }

  /// Keeps `object` alive until the inputs are released, and watches it from then on.
  @discardableResult
  func keepInput<Object: AnyObject>(_ object: Object) -> Object {
    watchWithInputs(object)
    inputs.append(object)
    return object
  }

  /// A pipe whose signal and emitter the probe watches; the emitter is an input.
  func pipe<Value>(_: Value.Type = Int.self) -> (
    Signal<Value, AuditError>, Emitter<Value, AuditError>
  ) {
    let emitter = keepInput(Emitter<Value, AuditError>())
    return (keepInput(emitter.signal), emitter)
  }

  /// A pipe that never fails.
  func neverFailingPipe<Value>(_: Value.Type = Int.self) -> (
    Signal<Value, Never>, Emitter<Value, Never>
  ) {
    let emitter = keepInput(Emitter<Value, Never>())
    return (keepInput(emitter.signal), emitter)
  }

  /// A virtual-time scheduler that runs what is left on it once the observation is
  /// disposed; or, `abandoned`, never runs it: released with the inputs, the scheduler
  /// must then release the work still waiting on it.
  func scheduler(abandoned: Bool = false) -> TestScheduler {
    let scheduler = keepInput(TestScheduler())
    if !abandoned { afterDisposal.append { scheduler.run() } }
    return scheduler
  }

  /// A scheduler on a serial queue of its own, drained whenever the probe settles.
  func queueScheduler() -> QueueScheduler {
    let queue = DispatchQueue(label: "LeakProbe")
    afterDisposal.append { queue.sync {} }
    return QueueScheduler(queue: queue)
  }

  /// Runs what the inputs left to do after the pipeline was let go of.
  func settle() {
    for action in afterDisposal { action() }
  }

  /// The pipeline's objects still alive.
  func survivingPipeline() -> [String] {
    watched.filter { !$0.isInput && $0.object != nil }.map { "\($0.type)" }
  }

  /// Releases the inputs, and returns every watched object still alive.
  func releaseInputs() -> [String] {
    inputs.removeAll()
    // Released inputs interrupt their signals, which may schedule the interruption.
    settle()
    afterDisposal.removeAll()
    return watched.filter { $0.object != nil }.map { "\($0.type)" }
  }
}
