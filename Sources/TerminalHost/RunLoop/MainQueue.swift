import CMainQueue
import Foundation

/// The main dispatch queue, serviced by the host's UI loop when that loop runs on the main
/// thread, as a UI toolkit's run loop does.
///
/// Work enqueued on the main queue — by `MainScheduler`, `DispatchQueue.main.async` or a
/// `@MainActor` task — wakes the loop like a key does, and runs between keys and draws.
/// Without this, the main thread would sit in `poll(2)` and that work would never run.
struct MainQueue {
  /// Readable while work waits on the main queue.
  let wakeDescriptor: Int32

  /// The main queue, if the caller is the main thread and the platform lets a loop of its
  /// own service the queue; `nil` otherwise, and then whoever else services it does.
  static func attach() -> MainQueue? {
    guard Thread.isMainThread else { return nil }
    let descriptor = main_queue_descriptor()
    return descriptor >= 0 ? MainQueue(wakeDescriptor: descriptor) : nil
  }

  /// Runs the work waiting on the main queue. Call on the main thread only.
  func runPending() {
    main_queue_drain()
  }
}
