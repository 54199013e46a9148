import Dispatch
import Foundation
import OffThePool
import Signals
import Testing

/// Which answers of a callback `bind` or `ensure` are delivered: never one to an older
/// update after one to a newer update, and never a second call of the same callback.
@Suite struct ResultAnswerOrderTests {
  @Test func anAnswerToAnOlderUpdateAfterTheAnswerToANewerOneIsDroppedAsStale() {
    let (text, pending, hits, seen) = searchWithPendingAnswers()
    text.update(.success("ab"))
    text.update(.success("abc"))
    pending.answer("abc", with: .success("hits for abc"))
    pending.answer("ab", with: .success("hits for ab"))
    #expect(seen.all == [.success("hits for abc")])
    #expect(hits.peek() == .success("hits for abc"))
  }

  @Test func answersThatComeInUpdateOrderAreAllDelivered() {
    let (text, pending, _, seen) = searchWithPendingAnswers()
    text.update(.success("ab"))
    text.update(.success("abc"))
    pending.answer("ab", with: .success("hits for ab"))
    pending.answer("abc", with: .failure(.offline))
    #expect(seen.all == [.success("hits for ab"), .failure(.offline)])
  }

  @Test func aFailureOvertakesAnUnansweredUpdateWhichThenCountsAsStale() {
    let (text, pending, _, seen) = searchWithPendingAnswers()
    text.update(.success("ab"))
    text.update(.failure(.offline))  // Passed on at once, without the transform.
    pending.answer("ab", with: .success("hits for ab"))
    #expect(seen.all == [.failure(.offline)])
  }

  @Test func laterCallsOfTheSameCallbackAreIgnored() {
    let (text, pending, hits, seen) = searchWithPendingAnswers()
    text.update(.success("ab"))
    pending.answer("ab", with: .success("first"))
    pending.answer("ab", with: .success("second"))
    #expect(seen.all == [.success("first")])
    #expect(hits.peek() == .success("first"))
  }

  @Test func ensureDropsAStaleAnswerToo() {
    let hits = ResultSignal<Int, SearchError>()
    let pending = PendingAnswers<Int, Result<String, OtherError>>()
    let shown = hits.ensure { result, answer in
      pending.keep((try? result.get()) ?? -1, answer)
    }
    let seen = Log<Result<String, OtherError>>()
    shown.subscribe { seen.append($0) }
    hits.update(.failure(.offline))
    hits.update(.success(2))
    pending.answer(2, with: .success("two"))
    pending.answer(-1, with: .success("recovered"))
    #expect(seen.all == [.success("two")])
  }

  @Test func aCallbackMayAnswerFromAnotherThread() async {
    let text = ResultSignal<String, SearchError>()
    let pending = PendingAnswers<String, SearchResult<String>>()
    let hits = text.bind { query, answer in pending.keep(query, answer) }
    let delivered = DispatchSemaphore(value: 0)
    hits.next { _ in delivered.signal() }
    text.update(.success("ab"))
    Thread { pending.answer("ab", with: .success("from elsewhere")) }.start()
    #expect(await arrival(of: delivered))
    #expect(hits.peek() == .success("from elsewhere"))
  }

  @Test(.cpuBound) func concurrentAnswersAreDeliveredSeriallyAndNeverGoBackInTime() {
    let numbers = ResultSignal<Int, SearchError>()
    let pending = PendingAnswers<Int, SearchResult<Int>>()
    let answers = numbers.bind { number, answer in pending.keep(number, answer) }
    let monitor = DeliveryMonitor()
    let seen = Log<Int>()
    monitor.observe(answers.signal) { event in
      if case .value(.success(let number)) = event { seen.append(number) }
    }
    let count = 2_000
    for number in 1...count { numbers.update(.success(number)) }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for number in stride(from: thread + 1, through: count, by: 4) {
        pending.answer(number, with: .success(number))
      }
    }
    let delivered = seen.all
    #expect(delivered.last == count, "the answer to the latest update is never stale")
    #expect(delivered == delivered.sorted() && Set(delivered).count == delivered.count)
    #expect(answers.peek() == .success(count))
    #expect(monitor.overlapCount == 0)
  }
}

/// A text signal bound to a search whose answers the test gives by hand, and a log of
/// what the search's result signal delivers.
private func searchWithPendingAnswers() -> (
  text: ResultSignal<String, SearchError>,
  pending: PendingAnswers<String, SearchResult<String>>,
  hits: ResultSignal<String, SearchError>,
  seen: Log<SearchResult<String>>
) {
  let text = ResultSignal<String, SearchError>()
  let pending = PendingAnswers<String, SearchResult<String>>()
  let hits = text.bind { query, answer in pending.keep(query, answer) }
  let seen = Log<SearchResult<String>>()
  hits.subscribe { seen.append($0) }
  return (text, pending, hits, seen)
}
