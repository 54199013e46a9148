#if canImport(Glibc)
  import FlyingSocks
  import Synchronization

  /// FlyingSocks' epoll queue, registered on through one value and waited on through
  /// another, for its `SocketPool`.
  ///
  /// The pool waits on a copy of its queue while it goes on registering sockets on the
  /// original, and an `ePoll` value keeps a dictionary of every socket registered: each
  /// registration made during a wait — nearly all of them — copied the whole dictionary,
  /// work that grew with the number of open sockets (a fifth of the server's CPU at
  /// 10,000 sessions). Here the registrations live in one value behind a lock, and the
  /// waits use a copy taken when the queue opened, whose dictionary stays empty.
  struct SharedEpoll: EventQueue {
    private struct Queues {
      /// Where sockets are registered: the only value whose dictionary grows.
      var registered: ePoll
      /// What the pool waits on: the same epoll descriptor, with nothing registered.
      var waiting: ePoll
    }

    private final class Shared: Sendable {
      let queues: Mutex<Queues>

      init(_ queue: sending ePoll) {
        queues = Mutex(Queues(registered: queue, waiting: queue))
      }
    }

    private let shared: Shared

    /// A queue that reports at most `maxEvents` sockets per wait.
    init(maxEvents: Int) {
      shared = Shared(ePoll(maxEvents: maxEvents))
    }

    func open() throws {
      try update { try $0.open() }
    }

    func stop() throws {
      try update { try $0.stop() }
    }

    func close() throws {
      try update { try $0.close() }
    }

    func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
      try shared.queues.withLock { try $0.registered.addEvents(events, for: socket) }
    }

    func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
      try shared.queues.withLock { try $0.registered.removeEvents(events, for: socket) }
    }

    /// Waits for events, outside the lock.
    ///
    /// An event with an error and no readiness, which `ePoll` completes from its
    /// dictionary, wakes both the reads and the writes waiting on that socket, so that
    /// each sees the error.
    func getNotifications() throws -> [EventNotification] {
      let waiting = shared.queues.withLock { $0.waiting }
      return try waiting.getNotifications().map { notification in
        guard notification.events.isEmpty else { return notification }
        var woken = notification
        woken.events = [.read, .write]
        return woken
      }
    }

    /// Changes the registered queue's state, and takes the waits' copy anew: its
    /// descriptors change, and its dictionary is empty after each of these.
    private func update(_ change: (inout ePoll) throws -> Void) throws {
      try shared.queues.withLock { queues in
        try change(&queues.registered)
        queues.waiting = queues.registered
      }
    }
  }
#endif
