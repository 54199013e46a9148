import Flows
import Testing

@Suite struct TableTests {
  private struct Composer: Sendable, Equatable {
    let name: String
    let born: Int
  }

  private let composers = Screen<[Composer], Composer>.table(title: "Composers") { composer in
    Page.Row(composer.name, detail: "born \(composer.born)")
  }

  @Test func showsARowPerItem() {
    let host = RecordingHost()
    NavigationFlow(root: composers).run(
      [Composer(name: "Bach", born: 1685), Composer(name: "Pärt", born: 1935)], on: host
    ) { _ in }
    #expect(host.title == "Composers")
    #expect(
      host.elements == [.row("Bach", detail: "born 1685"), .row("Pärt", detail: "born 1935")])
  }

  @Test func reportsTheItemSelected() throws {
    let host = RecordingHost()
    let chosen = Outputs<String>()
    NavigationFlow(root: composers).run(
      [Composer(name: "Bach", born: 1685), Composer(name: "Pärt", born: 1935)], on: host
    ) { chosen.append($0.name) }
    try host.select(row: 1)
    try host.select(row: "Bach")
    #expect(chosen.all == ["Pärt", "Bach"])
    #expect(host.transcript.suffix(2) == [#"select row 1 "Pärt""#, #"select row 0 "Bach""#])
  }

  @Test func anEmptyListShowsAnEmptyState() {
    let host = RecordingHost()
    let screen = Screen<[Composer], Composer>.table(title: "Composers", emptyMessage: "None yet.") {
      Page.Row($0.name)
    }
    NavigationFlow(root: screen).run([], on: host) { _ in }
    #expect(host.elements == [.empty("None yet.")])
  }
}
