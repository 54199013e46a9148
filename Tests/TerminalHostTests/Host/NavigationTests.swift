import Flows
import Signals
import Testing

@testable import TerminalHost

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct NavigationTests {
  private func page(_ title: String) -> Page {
    Page(title: title, elements: [.text(title)])
  }

  @Test func pushPopPresentAndDismissKeepTheStackAsRecordingHostDoes() {
    let host = TerminalHost()
    let (a, b, c, d) = (page("a"), page("b"), page("c"), page("d"))
    host.push(a)
    host.pop()
    #expect(host.stack == [a])
    host.push(b)
    host.present(c)
    host.push(d)
    host.pop()
    #expect(host.stack == [a, b, c])
    host.pop()
    #expect(host.stack == [a, b, c])
    host.push(d)
    host.dismiss()
    #expect(host.stack == [a, b])
    host.dismiss()
    #expect(host.stack == [a, b])
  }

  @Test func aPageTakenOffTheStackIsReleased() {
    let host = TerminalHost()
    host.push(page("root"))
    let ended = Log()
    weak var lifetime: Lifetime?
    do {
      let top = page("top")
      lifetime = top.lifetime
      _ = top.lifetime.observeEnded { ended("ended") }
      host.push(top)
    }
    host.pop()
    #expect(ended.all == ["ended"])
    #expect(lifetime == nil)
  }

  @Test func aPageNoLongerShownNoLongerWakesTheHost() {
    let host = TerminalHost()
    let label = MutableProperty("a")
    host.push(page("root"))
    host.push(Page(title: "top", elements: [.text(Property(label))]))
    label.value = "b"
    #expect(host.isWaitingToWake)
    host.queue.runPending()
    host.pop()
    host.queue.runPending()
    label.value = "c"
    #expect(!host.isWaitingToWake)
  }

  @Test func contentChangedOnAnotherThreadIsRedrawn() {
    let host = TerminalHost()
    let label = MutableProperty("before")
    host.push(Page(title: "Page", elements: [.text(Property(label))]))
    let display = TestDisplay([.fromAnotherThread { label.value = "after" }])
    _ = host.run(on: display)
    #expect(display.screens.map { $0.lines[3] } == ["   before", "   after"])
  }

  @Test func escapeGoesBackAndBackspaceToo() {
    let host = TerminalHost()
    host.push(page("root"))
    host.push(page("one"))
    host.present(page("modal"))
    let display = TestDisplay([.keys("esc"), .keys("backspace"), .keys("esc")])
    #expect(host.run(on: display) == .finished)
    #expect(display.screens.map { $0.lines[0] } == [" modal", " one", " root", " root"])
  }

  @Test func theBreadcrumbShowsThePathToTheTopPage() {
    let host = TerminalHost()
    host.push(page("Artists"))
    host.push(page("Albums"))
    let display = TestDisplay([])
    _ = host.run(on: display)
    #expect(display.screens[0].lines[1] == " Artists › Albums")
  }

  @Test func pagesPushedFromAnotherThreadAreDrawnWhenTheHostWakes() {
    let host = TerminalHost()
    host.push(page("root"))
    let display = TestDisplay([
      .fromAnotherThread { host.push(Page(title: "later", elements: [])) }
    ])
    _ = host.run(on: display)
    #expect(display.screens.map { $0.lines[0] } == [" root", " later"])
  }
}

extension TerminalHost {
  /// Whether work is waiting for the UI thread, which would wake it.
  fileprivate var isWaitingToWake: Bool {
    var entry = pollfd(fd: queue.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1
  }
}
