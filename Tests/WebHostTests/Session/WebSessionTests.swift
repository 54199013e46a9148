import FeedbackApp
import Flows
import Foundation
import Signals
import Testing
import WebHost

@Suite struct WebSessionTests {
  @Test func aSessionSaysHelloThenSendsTheFirstPage() async {
    let messages = MessageRecorder()
    let session = WebSession(number: 4, send: messages.record)
    session.start { session in
      let app = MovieFeedback(host: session)
      app.start()
      return app
    }
    await session.settle()
    #expect(messages.messages.first == .hello(version: 1, session: 4))
    let page = messages.screens.last?.page
    #expect(page?.title == "Movie feedback")
    #expect(page?.number == 1)
    #expect(page?.elements.map(\.id) == ["feedback", "answers", "leave feedback"])
    #expect(messages.screens.last?.canGoBack == false)
  }

  @Test func theScreenShowsTheBreadcrumbAndTheAlertOverThePage() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    session.push(Page(title: "Artists", elements: []))
    session.present(Page(title: "Settings", elements: [.text("hi")]))
    session.showAlert(Alert(title: "Saved", message: "All done."))
    await session.settle()
    let screen = messages.screens.last
    #expect(screen?.breadcrumb == ["Artists", "Settings"])
    #expect(screen?.canGoBack == true)
    #expect(screen?.page?.isModal == true)
    #expect(screen?.alert?.title == "Saved")
    #expect(screen?.alert?.actions == [AlertState.Action(label: "OK", role: "default")])
  }

  @Test func contentChangedOnAnotherThreadReachesTheBrowser() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    let count = MutableProperty(0)
    session.push(Page(title: "Counter", elements: [.text(count.map { "count \($0)" })]))
    Thread.detachNewThread { count.value = 42 }
    let screen = await messages.screen { $0.page?.elements.first?.text == "count 42" }
    #expect(screen != nil)
  }

  @Test func manyChangesAtOnceMakeNoScreenTwice() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    let count = MutableProperty(0)
    session.push(Page(title: "Counter", elements: [.text(count.map { "count \($0)" })]))
    for value in 1...50 { count.value = value }
    count.value = 50
    await session.settle()
    let screens = messages.screens
    #expect(screens.last?.page?.elements.first?.text == "count 50")
    #expect(zip(screens, screens.dropFirst()).allSatisfy { $0 != $1 })
    #expect(screens.count <= 51)
  }

  @Test func aChangedListOfElementsIsSent() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    let body = MutableProperty<[Page.Element]>([.status(.loading)])
    session.push(Page(title: "Profile", elements: Property(body)))
    await session.settle()
    #expect(messages.screens.last?.page?.elements.map(\.kind) == [.loading])
    body.value = [.status(.failed("Offline.", retry: {}))]
    let failed = await messages.screen { $0.page?.elements.first?.kind == .failed }
    #expect(failed?.page?.elements.first?.canRetry == true)
  }

  @Test func actionsRunOnTheSessionsUIThread() async {
    let session = WebSession { _ in }
    let ranOnScheduler = Locked<Bool?>.make(nil)
    let key = DispatchSpecificKey<Bool>()
    session.scheduler.queue.setSpecific(key: key, value: true)
    session.push(
      Page(
        title: "Tap",
        elements: [
          .button("go") {
            ranOnScheduler.withLock { $0 = DispatchQueue.getSpecific(key: key) == true }
          }
        ]))
    await session.act(.activate(page: 1, element: "go"))
    #expect(ranOnScheduler.withLock { $0 } == true)
  }

  @Test func retryRunsTheFailuresRetry() async {
    let session = WebSession { _ in }
    let retried = Locked.make(0)
    session.push(
      Page(
        title: "Users",
        elements: [.status(.failed("Offline.", retry: { retried.withLock { $0 += 1 } }))]))
    await session.act(.retry(page: 1, element: "status"))
    #expect(retried.withLock { $0 } == 1)
    #expect(session.transcript.last == "retry")
  }

  @Test func flippingAToggleAsksForTheValueSent() async {
    let session = WebSession { _ in }
    let isOn = MutableProperty(false)
    session.push(Page(title: "Settings", elements: [.toggle("shuffle", isOn: isOn)]))
    await session.act(.toggle(page: 1, element: "shuffle", on: true))
    #expect(isOn.value)
    #expect(session.transcript.last == "flip \"shuffle\" on")
  }
}
