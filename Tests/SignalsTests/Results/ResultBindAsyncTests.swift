import Dispatch
import Signals
import Testing

@Suite struct ResultBindAsyncTests {
  @Test func aTrailingClosureWithAwaitPicksBindAsyncAndDeliversItsValue() async {
    let text = ResultSignal<String, SearchError>()
    let delivered = DispatchSemaphore(value: 0)
    // A closure literal that tries must spell its error type: Swift 6.3 infers
    // `throws(any Error)` for it whatever the context.
    let hits = text.bindAsync { query throws(SearchError) in try await Catalog.search(query) }
    hits.next { _ in delivered.signal() }
    text.update(.success("swift"))
    #expect(await arrival(of: delivered))
    #expect(hits.peek() == .success(["swift 1", "swift 2"]))
  }

  @Test func aFunctionThatThrowsDeliversItsFailureAndTheNextUpdateFlowsAgain() async {
    let text = ResultSignal<String, SearchError>()
    let delivered = DispatchSemaphore(value: 0)
    let seen = Log<SearchResult<[String]>>()
    let hits = text.bindAsync(Catalog.search)
    hits.subscribe { result in
      seen.append(result)
      delivered.signal()
    }
    text.update(.success(""))
    #expect(await arrival(of: delivered))
    text.update(.success("go"))
    #expect(await arrival(of: delivered))
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

  @Test func aNewUpdateCancelsTheRunningTaskWhoseLateAnswerIsDropped() async {
    let text = ResultSignal<String, SearchError>()
    let gates = Gates()
    let cancelled = Log<String>()
    let finished = DispatchSemaphore(value: 0)
    let hits = text.bindAsync { query -> [String] in
      await gates.pass(query)
      if Task.isCancelled { cancelled.append(query) }
      finished.signal()
      return ["hits for \(query)"]
    }
    let delivered = DispatchSemaphore(value: 0)
    let seen = Log<SearchResult<[String]>>()
    hits.subscribe { result in
      seen.append(result)
      delivered.signal()
    }
    text.update(.success("ab"))
    text.update(.success("abc"))
    gates.open("ab")  // The cancelled search answers first, late: dropped.
    #expect(await arrival(of: finished))
    gates.open("abc")
    #expect(await arrival(of: delivered))
    #expect(await arrival(of: finished))
    #expect(cancelled.all == ["ab"])
    #expect(seen.all == [.success(["hits for abc"])])
  }

  @Test func releasingTheRootCancelsTheRunningTaskAndItsAnswerReachesNobody() async {
    var text: ResultSignal<String, SearchError>? = ResultSignal()
    let gates = Gates()
    let cancelled = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    weak var weakHits: ResultSignal<[String], SearchError>?
    let seen = Log<SearchResult<[String]>>()
    do {
      let hits = text!.bindAsync { query -> [String] in
        await withTaskCancellationHandler {
          await gates.pass(query)
        } onCancel: {
          cancelled.signal()
        }
        defer { finished.signal() }
        return [query]
      }
      weakHits = hits
      hits.subscribe { seen.append($0) }
      text?.update(.success("ab"))
    }
    text = nil
    #expect(weakHits == nil)
    #expect(await arrival(of: cancelled))
    gates.open("ab")
    #expect(await arrival(of: finished))
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
