import OffThePool
import Signals
import Testing

/// What holds what: a parent's subscription holds each signal derived from it, and
/// nothing else does unless the caller keeps it.
@Suite struct ResultSignalMemoryTests {
  @Test func aChainDeliversWithoutHoldingItsMiddleSignals() {
    let text = ResultSignal<String, SearchError>()
    let seen = Log<Int>()
    text.map { $0.uppercased() }.bind { .success($0.count) }.next { seen.append($0) }
    text.update(.success("swift"))
    #expect(seen.all == [5])
  }

  @Test func releasingTheRootReleasesEveryDerivedSignalAndTheirClosures() {
    var root: ResultSignal<String, SearchError>? = ResultSignal()
    let watch = CanaryWatch()
    let canary = Handoff(watch.makeCanary())
    weak var mapped: ResultSignal<Int, SearchError>?
    weak var bound: ResultSignal<Int, SearchError>?
    weak var ensured: ResultSignal<String, Never>?
    weak var answered: ResultSignal<Int, SearchError>?
    do {
      let held = canary.take()
      let first = root!.map { text in withExtendedLifetime(held) { text.count } }
      let second = first.bind { .success($0 * 2) }
      let third = second.ensure { result, answer in
        answer(Result<String, Never>.success("\(result)"))
      }
      let fourth = root!.bind { text, answer in answer(.success(text.count)) }
      third.next { _ in withExtendedLifetime(held) {} }
      (mapped, bound, ensured, answered) = (first, second, third, fourth)
    }
    root?.update(.success("ab"))
    #expect(ensured?.peek() == .success("success(4)"))
    #expect(watch.isAlive)
    root = nil
    #expect(mapped == nil && bound == nil && ensured == nil && answered == nil)
    #expect(!watch.isAlive)
  }

  @Test func aLateCallbackAfterTheRootWasReleasedDeliversNothingEvenToAHeldDerivedSignal() {
    var root: ResultSignal<String, SearchError>? = ResultSignal()
    let pending = PendingAnswers<String, SearchResult<String>>()
    let hits = root!.bind { query, answer in pending.keep(query, answer) }
    let seen = Log<SearchResult<String>>()
    hits.subscribe { seen.append($0) }
    root?.update(.success("ab"))
    root = nil
    #expect(pending.answer("ab", with: .success("late")))
    #expect(seen.all.isEmpty)
    #expect(hits.peek() == nil)
  }

  @Test func aKeptCallbackDoesNotKeepTheDerivedSignalAlive() {
    var root: ResultSignal<String, SearchError>? = ResultSignal()
    let pending = PendingAnswers<String, SearchResult<String>>()
    weak var weakHits: ResultSignal<String, SearchError>?
    do {
      let hits = root!.bind { query, answer in pending.keep(query, answer) }
      weakHits = hits
    }
    root?.update(.success("ab"))
    #expect(weakHits != nil)
    root = nil
    #expect(weakHits == nil)
    #expect(pending.answer("ab", with: .success("late")))
  }

  @Test(.cpuBound) func aHundredThousandCreateBindReleaseCyclesLeaveNothingAlive() {
    var survivors = 0
    let delivered = Counter()
    for cycle in 0..<100_000 {
      weak var weakRoot: ResultSignal<Int, SearchError>?
      weak var weakDerived: ResultSignal<Int, SearchError>?
      do {
        let root = ResultSignal<Int, SearchError>()
        let derived = root.bind { .success($0 + 1) }
        derived.next { [delivered] _ in delivered.increment() }
        root.update(.success(cycle))
        (weakRoot, weakDerived) = (root, derived)
      }
      if weakRoot != nil || weakDerived != nil { survivors += 1 }
    }
    #expect(survivors == 0)
    #expect(delivered.value == 100_000)
  }
}
