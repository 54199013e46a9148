import FlyingFox
import Signals

/// Connects the inspector's page to an `Inspector`: sends the graph when the page
/// connects and then whenever it changed, checked every period, and answers the page's
/// requests; refuses, with a reason, what it cannot read.
struct InspectorSocket: SocketEndpoint {
  let inspector: Inspector
  /// The app's command log, which the page offers to save once the app offers it.
  let commandLog: CommandLogOffer
  /// The time the graph is checked on.
  let scheduler: any DateScheduler
  /// How often the graph is checked for changes.
  let period: Duration
  let log: @Sendable (String) -> Void

  func open(_ outbox: Outbox) -> any SocketReceiver {
    let feed = GraphFeed(inspector: inspector, commandLog: commandLog) {
      outbox.send(.text($0))
    }
    // The timer first: a page that has the first graph can count on the next check.
    let timer = Self.repeating(every: period, on: scheduler) { feed.sendIfChanged() }
    feed.sendIfChanged()
    return Receiver(socket: self, outbox: outbox, feed: feed, timer: timer)
  }

  /// The page's requests of one socket.
  private struct Receiver: SocketReceiver {
    let socket: InspectorSocket
    let outbox: Outbox
    let feed: GraphFeed
    let timer: (any Disposable)?

    func receive(_ message: WSMessage) {
      switch message {
      case .text(let text):
        do throws(WebProtocolError) {
          switch try InspectorProtocol.decode(text) {
          case .locate(let id):
            let location = socket.inspector.sourceLocation(ofNodeWithID: id)
            outbox.send(.text(InspectorProtocol.encodeLocation(location, of: id)))
          case .travel(let interactor, let command):
            travel(interactor: interactor, to: command)
          }
        } catch {
          refuse(error)
        }
      case .data(let data):
        refuse(
          WebProtocolError(
            "a binary message of \(data.count) bytes; the inspector's messages are JSON text"))
      case .close:
        break
      }
    }

    func end() {
      timer?.dispose()
    }

    private func travel(interactor: Int, to command: Int?) {
      let done = socket.inspector.travel(interactor: interactor, to: command)
      if !done {
        socket.log(
          "inspector: no travel to command \(command.map(String.init) ?? "now") of "
            + "interactor \(interactor): it is gone, or the command is no longer kept")
      }
      outbox.send(
        .text(InspectorProtocol.encodeTravel(interactor: interactor, to: command, done: done)))
      feed.sendIfChanged()
    }

    private func refuse(_ error: WebProtocolError) {
      socket.log("inspector: refused a message: \(error)")
      outbox.send(.text(InspectorProtocol.encodeRefusal(error)))
    }
  }

  /// Runs `action` every `period` on `scheduler`, from one period from now.
  private static func repeating<Scheduler: DateScheduler>(
    every period: Duration, on scheduler: Scheduler, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    scheduler.schedule(
      after: scheduler.now.advanced(by: period), interval: period, leeway: period / 10,
      action: action)
  }
}

/// Sends an inspector's graph and its interactors to one page when they differ from
/// those last sent, and the timeline's events the page has not had yet.
private final class GraphFeed: Sendable {
  private let inspector: Inspector
  private let commandLog: CommandLogOffer
  private let send: @Sendable (String) -> Void
  private let lastSent = Locked.make(Sent())

  private struct Sent {
    var graph: Inspector.Graph?
    var offersCommandLog = false
    var nextSequence = 0
    var notShown: [Int: Int] = [:]
    var interactors: [Inspector.InteractorHistory] = []
  }

  init(
    inspector: Inspector, commandLog: CommandLogOffer,
    send: @escaping @Sendable (String) -> Void
  ) {
    self.inspector = inspector
    self.commandLog = commandLog
    self.send = send
  }

  /// Reads the graph and sends it if it changed; under the lock, so that two checks at
  /// once cannot send in the wrong order.
  func sendIfChanged() {
    lastSent.withLock { last in
      let graph = inspector.graph()
      let offersCommandLog = commandLog.isOffered
      if graph != last.graph || offersCommandLog != last.offersCommandLog {
        last.graph = graph
        last.offersCommandLog = offersCommandLog
        send(
          InspectorProtocol.encode(
            graph, showsValues: inspector.showsValues, offersCommandLog: offersCommandLog))
      }
      let interactors = inspector.interactors()
      if interactors != last.interactors {
        last.interactors = interactors
        send(InspectorProtocol.encode(interactors))
      }
      let timeline = inspector.timeline(after: last.nextSequence)
      guard !timeline.entries.isEmpty || timeline.notShown != last.notShown else { return }
      last.nextSequence = timeline.nextSequence
      last.notShown = timeline.notShown
      send(InspectorProtocol.encode(timeline))
    }
  }
}
