import Dispatch
import FeedbackApp
import Flows
import Signals
import Testing
import WebHost

@Suite struct SessionLifetimeTests {
  /// A flag set when a lifetime ends.
  private final class Ended: Sendable {
    let flag = Locked.make(false)
    var value: Bool { flag.withLock { $0 } }
    init(_ lifetime: Lifetime) {
      _ = lifetime.observeEnded { [flag] in flag.withLock { $0 = true } }
    }
  }

  @Test func endingASessionReleasesItsPagesAndItsApp() async {
    let session = WebSession { _ in }
    let app = Locked<WeakBox<MovieFeedback>>.make(WeakBox())
    session.start { session in
      let feedback = MovieFeedback(host: session)
      feedback.start()
      app.withLock { $0.object = feedback }
      return feedback
    }
    await session.settle()
    await session.act(.activate(page: 1, element: "leave feedback"))
    let ended = session.stack.map { Ended($0.lifetime) }
    #expect(ended.count == 2)
    #expect(ended.allSatisfy { !$0.value })
    #expect(app.withLock { $0.object } != nil)

    session.end()
    #expect(ended.allSatisfy { $0.value })
    #expect(app.withLock { $0.object } == nil)
    #expect(session.stack.isEmpty)
  }

  @Test func aPageShownAfterTheSessionEndedIsReleasedAtOnce() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    session.end()
    var page: Page? = Page(title: "Late", elements: [])
    let ended = Ended(page!.lifetime)
    session.push(page!)
    session.showAlert(Alert(title: "Late too"))
    page = nil
    await session.settle()
    #expect(ended.value)
    #expect(session.stack.isEmpty)
    #expect(messages.screens.isEmpty)
  }

  @Test func anAppMadeForASessionThatEndedMeanwhileIsReleased() async {
    let session = WebSession { _ in }
    let app = Locked<WeakBox<MovieFeedback>>.make(WeakBox())
    let made = Locked.make(false)
    session.scheduler.queue.suspend()
    session.start { session in
      let feedback = MovieFeedback(host: session)
      feedback.start()
      app.withLock { $0.object = feedback }
      made.withLock { $0 = true }
      return feedback
    }
    session.end()
    session.scheduler.queue.resume()
    await session.settle()
    #expect(made.withLock { $0 })
    #expect(app.withLock { $0.object } == nil)
  }
}

/// Holds an object weakly, to see whether anything else keeps it alive.
struct WeakBox<Object: AnyObject> {
  weak var object: Object?
}
