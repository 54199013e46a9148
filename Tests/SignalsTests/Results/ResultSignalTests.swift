import Signals
import SignalsTesting
import Testing

@Suite struct ResultSignalTests {
  @Test func aNewResultSignalHasNoResultAndCallsNoSubscriber() {
    let results = ResultSignal<Int, SearchError>()
    let seen = Log<SearchResult<Int>>()
    results.subscribe { seen.append($0) }
    #expect(results.peek() == nil)
    #expect(seen.all.isEmpty)
  }

  @Test func aResultSignalMadeWithAValueStartsWithThatSuccess() {
    let results = ResultSignal<Int, SearchError>(3)
    let seen = Log<SearchResult<Int>>()
    results.subscribe { seen.append($0) }
    #expect(results.peek() == .success(3))
    #expect(seen.all == [.success(3)])
  }

  @Test func bindWithAThrowingTransformTurnsWhatItThrowsIntoAFailure() {
    let text = ResultSignal<String, SearchError>()
    let query = text.bind { (text: String) throws(SearchError) -> String in
      if text.isEmpty { throw .emptyQuery }
      return text.uppercased()
    }
    let seen = Log<SearchResult<String>>()
    query.subscribe { seen.append($0) }
    text.update(.success(""))
    text.update(.success("go"))
    text.update(.failure(.offline))
    #expect(seen.all == [.failure(.emptyQuery), .success("GO"), .failure(.offline)])
  }

  @Test func bindWithAResultReturningTransformStillPicksThatForm() {
    let text = ResultSignal<String, SearchError>("a")
    let query = text.bind { $0.isEmpty ? .failure(.emptyQuery) : .success($0.count) }
    #expect(query.peek() == .success(1))
  }

  @Test func subscribeIsCalledAtOnceWithTheLastResultThenWithEveryUpdate() {
    let results = ResultSignal<Int, SearchError>()
    results.update(.success(1))
    results.update(.success(2))
    let seen = Log<SearchResult<Int>>()
    results.subscribe { seen.append($0) }
    #expect(seen.all == [.success(2)])
    results.update(.success(3))
    #expect(seen.all == [.success(2), .success(3)])
    #expect(results.peek() == .success(3))
  }

  @Test func aFailureDoesNotEndTheSignalAndTheNextUpdateFlowsAgain() {
    let results = ResultSignal<Int, SearchError>()
    let seen = Log<SearchResult<Int>>()
    results.subscribe { seen.append($0) }
    results.update(.failure(.offline))
    results.update(.success(1))
    #expect(seen.all == [.failure(.offline), .success(1)])
    #expect(results.peek() == .success(1))
  }

  @Test func nextSeesSuccessesOnlyAndErrorSeesFailuresOnly() {
    let results = ResultSignal<Int, SearchError>()
    results.update(.failure(.offline))
    let values = Log<Int>()
    let errors = Log<SearchError>()
    results.next { values.append($0) }
    results.error { errors.append($0) }
    results.update(.success(1))
    results.update(.failure(.emptyQuery))
    results.update(.success(2))
    #expect(values.all == [1, 2])
    #expect(errors.all == [.offline, .emptyQuery])
  }

  @Test func disposingASubscriptionStopsItsDeliveries() {
    let results = ResultSignal<Int, SearchError>()
    let values = Log<Int>()
    let subscription = results.next { values.append($0) }
    results.update(.success(1))
    subscription.dispose()
    results.update(.success(2))
    #expect(values.all == [1])
    #expect(subscription.isDisposed)
  }

  @Test func signalSendsLaterResultsWithoutReplayAndCompletesWhenReleased() {
    var results: ResultSignal<Int, SearchError>? = ResultSignal()
    results?.update(.success(1))
    let recorder = EventRecorder(results!.signal)
    results?.update(.failure(.offline))
    results = nil
    #expect(recorder.values == [.failure(.offline)])
    #expect(recorder.isCompleted)
  }

  @Test func anUpdateFromInsideASubscriberIsDeliveredAfterTheCurrentResultReachedEveryone() {
    let results = ResultSignal<Int, SearchError>()
    let log = Log<String>()
    let reacting = results.next { value in
      log.append("a\(value)")
      if value == 1 { results.update(.success(2)) }
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    results.next { log.append("b\($0)") }
    results.update(.success(1))
    #expect(log.all == ["a1", "b1", "a2", "b2"])
  }

  @Test func aSubscriberAddedDuringADeliveryStartsFromTheLatestResultExactlyOnce() {
    let results = ResultSignal<Int, SearchError>()
    let late = Log<Int>()
    results.signal.onReception § once § { _ in
      results.update(.success(2))  // Queued: the late subscriber must start from it, once.
      results.next { late.append($0) }
      results.update(.success(3))
    }
    results.update(.success(1))
    #expect(late.all == [2, 3])
  }
}
