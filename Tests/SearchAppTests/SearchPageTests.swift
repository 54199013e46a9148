import Flows
import OffThePool
import SearchApp
import Signals
import SignalsTesting
import Testing

@Suite(.cpuBound) struct SearchPageTests {
  /// The page on a recording host, with the model on virtual time.
  private struct Launch {
    let host = RecordingHost()
    let ui = TestScheduler()
    let work = HeldScheduler()
    let loader: IndexLoader
    let picked = Locked<[NamedScalar]>.make([])

    init(loader: IndexLoader = IndexLoader(index: sharedIndex)) {
      self.loader = loader
      let model = SearchModel(loader: loader, ui: ui, work: work)
      let picked = picked
      host.push(SearchPage.page(for: model) { scalar in picked.withLock { $0.append(scalar) } })
    }

    func settle() {
      ui.advance(by: .milliseconds(100))
      work.runAll()
      ui.advance()
    }

    var choices: [NamedScalar] { picked.withLock { $0 } }
  }

  @Test func anEmptyQueryShowsAHint() {
    let launch = Launch()
    #expect(launch.host.title == SearchPage.title)
    #expect(
      launch.host.elements == [.textField("Search", text: ""), .text(SearchPage.hint)])
  }

  @Test func resultsShowTheCountThenOneRowPerCharacter() throws {
    let launch = Launch()
    try launch.host.type("snowman", into: "Search")
    launch.settle()
    let elements = launch.host.elements
    #expect(elements.first == .textField("Search", text: "snowman"))
    let count = elements.dropFirst().first.map { "\($0)" } ?? ""
    #expect(count.contains("matches"))
    #expect(count.contains("Esc quits"), "once results show, the screen says how to quit")
    #expect(elements.dropFirst(2).first == .row("☃  U+2603  SNOWMAN"))
  }

  @Test func noMatchShowsAnEmptyState() throws {
    let launch = Launch()
    try launch.host.type("xyzzy", into: "Search")
    launch.settle()
    #expect(
      launch.host.elements == [
        .textField("Search", text: "xyzzy"), .empty("No character's name matches xyzzy."),
      ])
  }

  @Test func anInvalidPatternShowsTheFailureUntilTheNextKeystroke() throws {
    let launch = Launch()
    try launch.host.type("/(", into: "Search")
    launch.settle()
    guard case .failed(let message, canRetry: false) = launch.host.elements.last else {
      Issue.record("expected a failure, got \(launch.host.elements)")
      return
    }
    #expect(message.hasPrefix("Invalid pattern /(/: "))
    try launch.host.type("a)/", into: "Search")
    launch.settle()
    #expect(launch.host.elements.contains { if case .row = $0 { true } else { false } })
  }

  @Test func aProgressBarShowsWhileTheIndexBuildsAndTypingIsSearchedWhenReady() throws {
    let launch = Launch(loader: IndexLoader())
    launch.loader.report(0.35)
    #expect(launch.host.elements.contains(.text("Indexing [#######-------------]  35%")))
    try launch.host.type("snowman", into: "Search")
    launch.settle()
    #expect(launch.host.elements.contains(.text("Indexing [#######-------------]  35%")))
    launch.loader.finish(sharedIndex)
    launch.work.runAll()
    launch.ui.advance()
    #expect(!launch.host.elements.contains { "\($0)".contains("Indexing") })
    #expect(launch.host.elements.contains(.row("☃  U+2603  SNOWMAN")))
  }

  @Test func enterInTheFieldPicksTheTopResult() throws {
    let launch = Launch()
    try launch.host.type("snowman", into: "Search")
    launch.settle()
    try launch.host.submit("Search")
    #expect(launch.choices.map(\.scalar) == ["☃"])
  }

  @Test func enterBeforeTheResultsOfTheLastLetterPicksFromThoseResults() throws {
    let launch = Launch()
    try launch.host.type("snowma", into: "Search")
    launch.settle()
    try launch.host.type("n without", into: "Search")
    try launch.host.submit("Search")
    #expect(launch.choices.isEmpty)
    launch.settle()
    #expect(launch.choices.map(\.name) == ["SNOWMAN WITHOUT SNOW"])
  }

  @Test func enterInTheFieldWithNoResultsPicksNothing() throws {
    let launch = Launch()
    try launch.host.submit("Search")
    #expect(launch.choices.isEmpty)
  }

  @Test func selectingAResultPicksThatOne() throws {
    let launch = Launch()
    try launch.host.type("greek small alpha", into: "Search")
    launch.settle()
    try launch.host.select(row: "α  U+03B1  GREEK SMALL LETTER ALPHA")
    #expect(launch.choices.map(\.codePoint) == ["U+03B1"])
  }
}
