import OffThePool
import SearchApp
import Signals
import SignalsTesting
import Testing

@Suite(.cpuBound) struct IndexLoaderTests {
  @Test func progressRisesThenBecomesNilWhenTheIndexIsReady() {
    let loader = IndexLoader()
    #expect(loader.progress.value == 0)
    loader.report(0.25)
    #expect(loader.progress.value == 0.25)
    loader.finish(ScalarIndex([named(0x2603)]))
    #expect(loader.progress.value == nil)
    loader.report(0.5)
    #expect(loader.progress.value == nil)
  }

  @Test func actionsWaitForTheIndexThenRunAtOnce() {
    let loader = IndexLoader()
    let seen = Locked<[Int]>.make([])
    loader.whenReady { index in seen.withLock { $0.append(index.scalars.count) } }
    #expect(seen.withLock { $0 }.isEmpty)
    loader.finish(ScalarIndex([named(0x2603)]))
    #expect(seen.withLock { $0 } == [1])
    loader.whenReady { index in seen.withLock { $0.append(index.scalars.count * 10) } }
    #expect(seen.withLock { $0 } == [1, 10])
  }

  @Test func onlyTheFirstIndexCounts() {
    let loader = IndexLoader(index: ScalarIndex([named(0x2603)]))
    loader.finish(ScalarIndex([]))
    let count = Locked<Int>.make(-1)
    loader.whenReady { index in count.withLock { $0 = index.scalars.count } }
    #expect(count.withLock { $0 } == 1)
  }

  @Test func buildingRunsOnTheSchedulerGiven() {
    let work = HeldScheduler()
    let loader = IndexLoader.building(on: work)
    #expect(loader.progress.value == 0)
    #expect(work.pendingActionCount == 1)
    work.runAll()
    #expect(loader.progress.value == nil)
  }
}
