import Signals
import Testing

@Suite struct ReplayingLastTests {
  @Test func replaysTheLastResultSentAfterItWasMadeToEachNewSubscriber() {
    let (results, emitter) = Signal<SearchResult<Int>, Never>.pipe()
    emitter.emit(.success(0))  // Before: not held.
    let last = results.replayingLast()
    #expect(last.peek() == nil)
    emitter.emit(.success(1))
    emitter.emit(.failure(.offline))
    let seen = Log<SearchResult<Int>>()
    last.subscribe { seen.append($0) }
    emitter.emit(.success(2))
    #expect(seen.all == [.failure(.offline), .success(2)])
  }

  @Test func isKeptAliveByTheSourceWhileTheSourceLives() {
    let emitter = Emitter<SearchResult<Int>, Never>()
    weak var weakLast: ResultSignal<Int, SearchError>?
    let values = Log<Int>()
    do {
      let last = emitter.signal.replayingLast()
      weakLast = last
      last.next { values.append($0) }
    }
    #expect(weakLast != nil)
    emitter.emit(.success(1))
    #expect(values.all == [1])
    emitter.complete()
    #expect(weakLast == nil)
  }

  @Test func signalOfTheBridgeGivesBackWhatTheSourceSent() {
    let (results, emitter) = Signal<SearchResult<String>, Never>.pipe()
    let bridged = Log<SearchResult<String>>()
    results.replayingLast().signal.observeValues { bridged.append($0) }
    emitter.emit(.success("a"))
    emitter.emit(.failure(.emptyQuery))
    #expect(bridged.all == [.success("a"), .failure(.emptyQuery)])
  }
}
