import Dispatch
import Flows
import OffThePool
import Signals
import Testing

@Suite struct RecordingHostThreadingTests {
  @Test(.cpuBound) func recordsEveryPushAndPopMadeFromManyThreads() {
    let host = RecordingHost()
    host.push(Page(title: "Root", elements: []))
    let pagesPerThread = 200
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<pagesPerThread {
        host.push(Page(title: "\(thread)-\(index)", elements: []))
        host.pop()
      }
    }
    #expect(host.titles == ["Root"])
    #expect(host.transcript.count == 1 + 4 * pagesPerThread * 2)
    #expect(host.transcript.filter { $0.hasPrefix("pop") }.count == 4 * pagesPerThread)
  }

  @Test(.cpuBound) func releasesPoppedPagesFromWhicheverThreadPops() {
    let host = RecordingHost()
    host.push(Page(title: "Root", elements: []))
    let ended = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<100 {
        let page = Page(title: "Page", elements: [])
        page.lifetime.observeEnded { ended.increment() }
        host.push(page)
        host.pop()
      }
    }
    #expect(ended.value == 400)
  }
}
