#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an inspector needs to know about the thread that builds: which inspector records
/// here, and which node is being built, so that the observations made while building it
/// become its inputs.
///
/// Kept in thread-local storage, made on a thread's first use while an inspector is on.
@usableFromInline
final class InspectorContext {
  /// The inspector of ``Inspector/record(_:)`` running on this thread, if any.
  var scoped: Inspector?
  /// The nodes being built on this thread, innermost last.
  var building: [NodeRecord?] = []
  /// The groups being built on this thread, innermost last.
  var groups: [GroupRecord] = []
  /// The stages of producer runs whose observers are being made on this thread, innermost
  /// last, each with the run it belongs to: the node of the next stage of the same run is
  /// fed by the last of them.
  var runStages: [(run: ObjectIdentifier, record: NodeRecord)] = []
  /// The id of the stage last registered, until something is known to take its events:
  /// while it stays set, the stage is its run's last.
  var unattributedRunStage: Int?

  /// The thread-local key, made once; its destructor releases a thread's context.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      #if canImport(Darwin)
        Unmanaged<InspectorContext>.fromOpaque(pointer).release()
      #else
        if let pointer { Unmanaged<InspectorContext>.fromOpaque(pointer).release() }
      #endif
    }
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
  }()

  /// This thread's context, made on first use.
  static var current: InspectorContext {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<InspectorContext>.fromOpaque(pointer).takeUnretainedValue()
    }
    let context = InspectorContext()
    pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
    return context
  }

  /// The inspector recording what this thread builds: the scoped one, or else the one
  /// started for the whole process.
  static var recordingInspector: Inspector? {
    current.scoped ?? Inspector.started
  }

  /// The node of `object` in the inspector recording here, if it has one.
  static func recorder(of object: AnyObject) -> NodeRecord? {
    recordingInspector?.record(for: object)
  }

  /// The node being built on this thread, if any.
  static var nodeBeingBuilt: NodeRecord? {
    current.building.last ?? nil
  }
}
