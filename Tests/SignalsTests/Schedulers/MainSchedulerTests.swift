import Dispatch
import Foundation
import Signals
import Testing

@Suite(.serialized) struct MainSchedulerTests {
  @MainActor @Test func onTheMainThreadWithNothingPendingTheActionRunsAtOnce() {
    let log = Log<String>()
    let disposable = MainScheduler.orderedApart().schedule { log.append("ran") }
    log.append("returned")
    #expect(log.all == ["ran", "returned"])
    #expect(disposable == nil)
  }

  @MainActor @Test(.timeLimit(.minutes(1)))
  func anActionScheduledInsideAnActionWaitsBehindItInsteadOfJumpingAhead() async {
    let scheduler = MainScheduler()
    let log = Log<String>()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      scheduler.schedule {
        scheduler.schedule {
          log.append("second")
          scheduler.schedule {
            log.append("third")
            finished.resume()
          }
        }
        log.append("first")
      }
    }
    #expect(log.all == ["first", "second", "third"])
  }

  @Test func anActionScheduledFromAnotherThreadRunsOnTheMainQueue() {
    // Under `swift test` on Linux the main queue is serviced by a worker thread.
    let mainQueue = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: mainQueue, value: true)
    let ranOnMain = Log<Bool>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      MainScheduler().schedule {
        ranOnMain.append(Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueue) == true)
        done.signal()
      }
    }.start()
    #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
    #expect(ranOnMain.all == [true])
  }
}
