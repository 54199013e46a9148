import FlyingFox
import FlyingSocks
import Foundation
import ServerThreads
import Signals

/// A socket listening for browsers, and the task that serves each connection it accepts
/// with a set of routes: what ``WebServer`` and ``InspectorServer`` share, and the profile
/// app's embedded server too, whose routes answer plain HTTP.
package struct Listening: Sendable {
  /// The address to open in a browser: the loopback address when listening on every one.
  let url: URL
  /// The port listened on.
  package let port: UInt16
  let listener: Socket
  /// Accepts and serves connections until cancelled.
  let running: Task<Void, any Error>

  /// Listens on `address` and `port` and serves every connection with `routes`; returns
  /// once the socket listens, so that a port already taken fails here with the bind error.
  ///
  /// - Parameters:
  ///   - timeout: How long a client has to send each request's head, and a resuming page
  ///     its resume.
  ///   - scheduler: The time that limit runs on.
  ///   - executor: Where the accepting and the connections run: threads of the server's
  ///     own, never the cooperative pool, which code blocking its threads can starve.
  package static func start(
    address: String, port: UInt16, routes: any HTTPHandler, timeout: Duration,
    scheduler: any DateScheduler, executor: ThreadPoolExecutor,
    log: @escaping @Sendable (String) -> Void
  ) async throws -> Listening {
    let listener = try listen(address: address, port: port)
    let pool = makePool()
    do {
      try await pool.prepare()
    } catch {
      try? listener.close()
      throw error
    }
    let accepting = try AsyncSocket(socket: listener, pool: pool)
    // On an executor of its own, which the connections' child tasks inherit, so that a
    // starved cooperative pool cannot stall the server.
    let running = Task(executorPreference: executor) {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await pool.run() }
        group.addTask {
          try await withThrowingDiscardingTaskGroup { connections in
            for try await client in accepting.sockets {
              connections.addTask {
                await WebConnection(
                  socket: client, routes: routes, log: log, timeout: timeout,
                  scheduler: scheduler
                ).serve()
              }
            }
          }
        }
        try await group.next()
        group.cancelAll()
      }
    }
    let port: UInt16
    switch try listener.sockname() {
    case .ip4(_, let listening), .ip6(_, let listening): port = listening
    default: throw SocketError.unsupportedAddress
    }
    // Every address is no address to open: the loopback one is among them.
    let reachable =
      ServerMessages.isEveryAddress(address)
      ? (address.contains(":") ? "::1" : "127.0.0.1")
      : address
    let host = reachable.contains(":") ? "[\(reachable)]" : reachable
    // A literal scheme, an IP address and a number always make a valid URL.
    let url = URL(string: "http://\(host):\(port)/")!
    return Listening(url: url, port: port, listener: listener, running: running)
  }

  /// Whether ``stop()`` was called.
  private let stopped = Locked.make(false)

  /// Stops accepting and serving, and returns once the serving task has ended; a second
  /// call only waits for that.
  package func stop() async {
    let first = stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
    running.cancel()
    _ = await running.result
    // Closed once, after the accepting ended: a descriptor closed twice could be another
    // socket's by then.
    if first { try? listener.close() }
  }

  /// The pool the connections' sockets wait in: on Linux, FlyingSocks' epoll pool over a
  /// ``SharedEpoll``, whose cost per event does not grow with the open sockets.
  private static func makePool() -> any AsyncSocketPool {
    #if canImport(Glibc)
      SocketPool(queue: SharedEpoll(maxEvents: 64))
    #else
      HTTPServer.defaultPool()
    #endif
  }

  /// A socket listening on `address` and `port`, bound before this returns, so that a
  /// port already taken fails the start with the bind error.
  private static func listen(address: String, port: UInt16) throws -> Socket {
    let socket: Socket
    if address.contains(":") {
      let bound = try sockaddr_in6.inet6(ip6: address, port: port)
      socket = try Socket(domain: AF_INET6, type: .stream)
      try bind(socket, to: bound)
    } else {
      let bound = try sockaddr_in.inet(ip4: address, port: port)
      socket = try Socket(domain: AF_INET, type: .stream)
      try bind(socket, to: bound)
    }
    return socket
  }

  private static func bind(_ socket: Socket, to address: some SocketAddress) throws {
    do {
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: address)
      try socket.listen()
    } catch {
      try? socket.close()
      throw error
    }
  }
}
