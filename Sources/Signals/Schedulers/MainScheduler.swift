import Dispatch
import Foundation
import Synchronization

/// A scheduler that runs actions on the main thread, in the order they were scheduled.
///
/// Scheduling from the main thread (or the main queue) when no main-scheduler action is pending or running
/// runs the action at once, with no hop: a view updated from the main thread is updated
/// before `schedule` returns. Scheduling from anywhere else — another thread, or the main
/// thread inside a main-scheduler action or while one waits — enqueues it on the main
/// queue behind what is already there, so an action never jumps ahead of an earlier one.
///
/// ```swift
/// let (signal, emitter) = Signal<String, Never>.pipe()
/// signal.observe(on: MainScheduler()).observeValues { title in print(title) }
/// emitter.emit("Loaded")  // From any thread: prints "Loaded" on the main thread
/// ```
///
/// > Note: The main queue must be serviced — by an app's run loop, `dispatchMain()`, or
/// > the main actor of an async `main` — or actions scheduled from elsewhere never run.
public struct MainScheduler: Scheduler {
  /// How many actions are pending or running, over the schedulers that share it: while it
  /// is not zero, an action scheduled from the main thread must wait its turn on the queue.
  private final class Order: Sendable {
    let queued = Atomic<Int>(0)
  }

  /// The order every instance made with ``init()`` shares.
  private static let shared = Order()
  private let order: Order

  /// Marks the main queue, which is not always serviced by the main thread: under an
  /// async `main` on Linux, `dispatchMain()` hands it to a worker thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main thread or the main queue: on the main actor.
  static var isMain: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Creates a main scheduler; every instance shares the main queue and its order.
  ///
  /// ```swift
  /// MainScheduler().schedule { print("on the main thread") }
  /// // Prints "on the main thread", on the main thread
  /// ```
  public init() {
    order = Self.shared
  }

  /// A main scheduler with an order of its own: whether its action runs at once depends
  /// only on its own actions, not on what other code has waiting on the main queue.
  ///
  /// For tests that check "at once" while other tests, running beside them, schedule on
  /// the main queue. Its actions can run ahead of other schedulers' waiting ones.
  package static func orderedApart() -> MainScheduler {
    MainScheduler(order: Order())
  }

  private init(order: Order) {
    self.order = order
  }

  /// Runs `action` on the main thread: at once when called on the main thread with
  /// nothing ahead of it, otherwise enqueued on the main queue.
  ///
  /// ```swift
  /// let scheduler = MainScheduler()
  /// scheduler.schedule {  // on the main thread, nothing pending: runs at once
  ///   scheduler.schedule { print("second") }  // inside an action: enqueued
  ///   print("first")
  /// }
  /// // Prints "first", then "second"
  /// ```
  ///
  /// - Returns: `nil` when the action ran at once, else a disposable that cancels it.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let ahead = order.queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if ahead == 0 && Self.isMain {
      defer { order.queued.subtract(1, ordering: .acquiringAndReleasing) }
      action()
      return nil
    }
    let scheduled = ScheduledAction(action)
    DispatchQueue.main.async { [order] in
      defer { order.queued.subtract(1, ordering: .acquiringAndReleasing) }
      scheduled.run()
    }
    return scheduled
  }
}
