import Dispatch
import Foundation
import Signals
import Testing

/// Seed 002's examples, in the seed's order, written against ``ResultSignal``.
@Suite struct ResultSignalSeedTests {
  @Test func mapTransformsTheLastResultAndEveryLaterOne() {
    let text = ResultSignal<String, SearchError>()
    text.update(.success("sw"))
    let lengths = text.map { $0.count }
    #expect(lengths.peek() == .success(2))
    text.update(.success("swift"))
    text.update(.failure(.offline))
    #expect(lengths.peek() == .failure(.offline))
    let seen = Log<SearchResult<Int>>()
    lengths.subscribe { seen.append($0) }
    text.update(.success("s"))
    #expect(seen.all == [.failure(.offline), .success(1)])
  }

  @Test func aFailableTransformTurnsSomeSuccessesIntoFailures() {
    let text = ResultSignal<String, SearchError>()
    let query = text.bind { text -> SearchResult<String> in
      text.isEmpty ? .failure(.emptyQuery) : .success(text.lowercased())
    }
    let seen = Log<SearchResult<String>>()
    query.subscribe { seen.append($0) }
    text.update(.success("Swift"))
    text.update(.success(""))
    text.update(.failure(.offline))
    text.update(.success("Go"))
    #expect(
      seen.all == [.success("swift"), .failure(.emptyQuery), .failure(.offline), .success("go")])
  }

  @Test func anAsyncBindDeliversTheAnswerWhenItsCallbackComes() async {
    let text = ResultSignal<String, SearchError>()
    let hits = text.bind(search)
    let delivered = DispatchSemaphore(value: 0)
    let seen = Log<[String]>()
    hits.next { hits in
      seen.append(hits)
      delivered.signal()
    }
    text.update(.success("swift"))
    #expect(await arrival(of: delivered))
    #expect(seen.all == [["swift 1", "swift 2"]])
  }

  @Test func ensureTurnsAFailureIntoASuccess() {
    let hits = ResultSignal<[String], SearchError>()
    let shown = hits.ensure { result, answer in
      answer(result.flatMapError { _ in SearchResult<[String]>.success(["(offline)"]) })
    }
    let seen = Log<SearchResult<[String]>>()
    shown.subscribe { seen.append($0) }
    hits.update(.failure(.offline))
    hits.update(.success(["swift"]))
    #expect(seen.all == [.success(["(offline)"]), .success(["swift"])])
  }

  @Test func nextOnASearchFieldsTextRunsEachTimeTheUserTypes() {
    let searchBar = SearchBar()
    let typed = Log<String>()
    searchBar.textSignal.next { text in typed.append("User has typed \(text)") }
    searchBar.type("s")
    searchBar.type("sw")
    #expect(typed.all == ["User has typed s", "User has typed sw"])
  }

  @Test func aSearchFieldsTextBoundToASearchDeliversWithoutHoldingTheMiddleSignal() async {
    let searchBar = SearchBar()
    let delivered = DispatchSemaphore(value: 0)
    let seen = Log<[String]>()
    searchBar.textSignal.bind(search).next { hits in
      seen.append(hits)
      delivered.signal()
    }
    searchBar.type("ada")
    #expect(await arrival(of: delivered))
    #expect(seen.all == [["ada 1", "ada 2"]])
  }
}

/// Seed 002's search bar, without UIKit: typing updates its text signal.
private final class SearchBar: Sendable {
  let textSignal = ResultSignal<String, SearchError>()

  func type(_ text: String) {
    textSignal.update(.success(text))
  }
}

/// A search that answers later, on another thread, as a network call would.
@Sendable private func search(
  _ query: String, _ answer: @escaping @Sendable (SearchResult<[String]>) -> Void
) {
  Thread { answer(.success(["\(query) 1", "\(query) 2"])) }.start()
}
