import Signals
import SignalsTesting
import Testing

/// `bindAsync` on a `TestScheduler` that hosts its tasks: each step runs when the test
/// advances the scheduler, so nothing here waits for a thread or a length of time.
@Suite struct ResultBindAsyncTests {
  @Test func aTrailingClosureWithAwaitPicksBindAsyncAndDeliversItsValue() {
    let scheduler = TestScheduler()
    let text = ResultSignal<String, SearchError>()
    // A closure literal that tries must spell its error type: Swift 6.3 infers
    // `throws(any Error)` for it whatever the context.
    let hits = text.bindAsync { query throws(SearchError) in try await Catalog.search(query) }
    scheduler.withAsyncWork { text.update(.success("swift")) }
    #expect(hits.peek() == nil)
    scheduler.advance()
    #expect(hits.peek() == .success(["swift 1", "swift 2"]))
  }

  @Test func aFunctionThatThrowsDeliversItsFailureAndTheNextUpdateFlowsAgain() {
    let scheduler = TestScheduler()
    let text = ResultSignal<String, SearchError>()
    let seen = Log<SearchResult<[String]>>()
    let hits = text.bindAsync(Catalog.search)
    hits.subscribe { seen.append($0) }
    scheduler.withAsyncWork { text.update(.success("")) }
    scheduler.advance()
    scheduler.withAsyncWork { text.update(.success("go")) }
    scheduler.advance()
    #expect(seen.all == [.failure(.emptyQuery), .success(["go 1", "go 2"])])
  }

  @Test func aFailureOfTheParentIsPassedOnWithoutStartingTheWork() {
    let text = ResultSignal<String, SearchError>()
    let started = Counter()
    let hits = text.bindAsync { query -> [String] in
      started.increment()
      return [query]
    }
    text.update(.failure(.offline))
    #expect(hits.peek() == .failure(.offline))
    #expect(started.value == 0)
  }

  @Test func aNewUpdateCancelsTheRunningTaskWhoseLateAnswerIsDropped() {
    let scheduler = TestScheduler()
    let text = ResultSignal<String, SearchError>()
    let gates = Gates()
    let cancelled = Log<String>()
    let finished = Log<String>()
    let hits = text.bindAsync { query -> [String] in
      await gates.pass(query)
      if Task.isCancelled { cancelled.append(query) }
      finished.append(query)
      return ["hits for \(query)"]
    }
    let seen = Log<SearchResult<[String]>>()
    hits.subscribe { seen.append($0) }
    scheduler.withAsyncWork {
      text.update(.success("ab"))
      text.update(.success("abc"))
    }
    scheduler.advance()
    gates.open("ab")  // The cancelled search answers first, late: dropped.
    scheduler.advance()
    #expect(finished.all == ["ab"])
    #expect(seen.all.isEmpty)
    gates.open("abc")
    scheduler.advance()
    #expect(finished.all == ["ab", "abc"])
    #expect(cancelled.all == ["ab"])
    #expect(seen.all == [.success(["hits for abc"])])
  }

  @Test func releasingTheRootCancelsTheRunningTaskAndItsAnswerReachesNobody() {
    let scheduler = TestScheduler()
    var text: ResultSignal<String, SearchError>? = ResultSignal()
    let gates = Gates()
    let events = Log<String>()
    weak var weakHits: ResultSignal<[String], SearchError>?
    let seen = Log<SearchResult<[String]>>()
    do {
      let hits = text!.bindAsync { query -> [String] in
        await withTaskCancellationHandler {
          await gates.pass(query)
        } onCancel: {
          events.append("cancelled")
        }
        events.append("finished")
        return [query]
      }
      weakHits = hits
      hits.subscribe { seen.append($0) }
      scheduler.withAsyncWork { text?.update(.success("ab")) }
      scheduler.advance()
    }
    text = nil
    #expect(weakHits == nil)
    #expect(events.all == ["cancelled"])
    gates.open("ab")
    scheduler.advance()
    #expect(events.all == ["cancelled", "finished"])
    #expect(seen.all.isEmpty)
  }
}

/// A search that suspends, as a network call would.
private enum Catalog {
  static func search(_ query: String) async throws(SearchError) -> [String] {
    await Task.yield()
    guard !query.isEmpty else { throw .emptyQuery }
    return ["\(query) 1", "\(query) 2"]
  }
}
