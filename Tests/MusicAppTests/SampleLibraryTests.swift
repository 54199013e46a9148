import MusicApp
import Testing

@Suite struct SampleLibraryTests {
  @Test func holdsEnoughArtistsForAListThatScrolls() {
    #expect(Artist.samples.count >= 30)
  }

  @Test func includesArtistsWithoutAlbums() {
    #expect(Artist.samples.contains { $0.albums.isEmpty })
  }

  @Test func isSortedByNameWithoutDuplicates() {
    let names = Artist.samples.map(\.name)
    #expect(names == names.sorted())
    #expect(Set(names).count == names.count)
  }

  @Test func listsEachArtistsAlbumsOldestFirst() {
    for artist in Artist.samples {
      let years = artist.albums.compactMap(\.year)
      #expect(years == years.sorted(), "\(artist.name)")
    }
  }
}
