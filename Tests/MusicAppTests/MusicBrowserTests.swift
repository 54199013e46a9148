import Flows
import MusicApp
import Signals
import Testing

@Suite struct MusicBrowserTests {
  /// The browser running on a recording host, collecting the albums it reports.
  private struct Launch {
    let host = RecordingHost()
    let chosen = Locked<[Album]>.make([])

    init(artists: [Artist] = Artist.samples) {
      let chosen = self.chosen
      MusicBrowser.navigation.run(artists, on: host) { album in
        chosen.withLock { $0.append(album) }
      }
    }

    var albums: [Album] { chosen.withLock { $0 } }
  }

  @Test func listsEveryArtistWithHowManyAlbumsTheyHave() {
    let launch = Launch()
    #expect(launch.host.title == "Artists")
    #expect(launch.host.elements.count == Artist.samples.count)
    #expect(launch.host.elements.contains(.row("Miles Davis", detail: "3 albums")))
    #expect(launch.host.elements.contains(.row("Kate Bush", detail: "1 album")))
    #expect(launch.host.elements.contains(.row("Simeon ten Holt", detail: "no albums")))
  }

  @Test func selectingAnArtistShowsTheirAlbums() throws {
    let launch = Launch()
    try launch.host.select(row: "Miles Davis")
    #expect(launch.host.titles == ["Artists", "Miles Davis"])
    #expect(
      launch.host.elements == [
        .row("Kind of Blue", detail: "1959"), .row("Sketches of Spain", detail: "1960"),
        .row("Bitches Brew", detail: "1970"),
      ])
  }

  @Test func anAlbumWithoutAYearShowsNoDetail() throws {
    let launch = Launch()
    try launch.host.select(row: "Johann Sebastian Bach")
    #expect(launch.host.elements == [.row("The Art of Fugue")])
  }

  @Test func choosingAnAlbumCompletesWithIt() throws {
    let launch = Launch()
    try launch.host.select(row: "Radiohead")
    try launch.host.select(row: 1)
    #expect(launch.albums == [Album(name: "Kid A", year: 2000)])
  }

  @Test func anArtistWithoutAlbumsShowsAnEmptyState() throws {
    let launch = Launch()
    try launch.host.select(row: "Simeon ten Holt")
    #expect(launch.host.elements == [.empty("No albums by this artist yet.")])
    #expect(throws: RecordingHost.Misuse.self) { try launch.host.select(row: 0) }
  }

  @Test func goingBackAndChoosingAnotherArtistShowsTheirAlbums() throws {
    let launch = Launch()
    try launch.host.select(row: "Nirvana")
    try launch.host.select(row: "Nevermind")
    try launch.host.goBack()
    try launch.host.select(row: "Portishead")
    try launch.host.select(row: "Dummy")
    #expect(launch.albums.map(\.name) == ["Nevermind", "Dummy"])
    #expect(launch.host.titles == ["Artists", "Portishead"])
    let portishead = Artist.samples.firstIndex { $0.name == "Portishead" }!
    #expect(
      launch.host.transcript.suffix(6) == [
        #"select row 0 "Nevermind""#, "back", #"pop "Nirvana""#,
        "select row \(portishead) \"Portishead\"", #"push "Portishead""#,
        #"select row 0 "Dummy""#,
      ])
  }
}

/// The README's flow example, kept honest.
@Suite struct ReadmeExampleTests {
  @Test func browsesFromAnArtistToAnAlbumAndBack() throws {
    let chooseArtist: Screen<[Artist], Artist> = .table(title: "Artists") { Page.Row($0.name) }
    let chooseAlbum: Screen<[Album], Album> = .table(title: "Albums") { Page.Row($0.name) }
    let browse = NavigationFlow(root: chooseArtist).map { $0.albums } >>> chooseAlbum
    let host = RecordingHost()
    let selected = Locked<[String]>.make([])
    browse.run(Artist.samples, on: host) { album in selected.withLock { $0.append(album.name) } }
    try host.select(row: "Miles Davis")
    #expect(host.titles == ["Artists", "Albums"])
    try host.select(row: "Kind of Blue")
    #expect(selected.withLock { $0 } == ["Kind of Blue"])
    try host.goBack()
    #expect(host.transcript.suffix(2) == ["back", #"pop "Albums""#])
  }
}
