import Flows

/// The music browser: a list of artists, then the albums of the one selected.
///
/// The two screens are tables that know nothing of each other; the flow alone says that
/// choosing an artist shows their albums:
///
/// ```swift
/// let host = RecordingHost()
/// MusicBrowser.navigation.run(Artist.samples, on: host) { album in
///   print("Selected \(album.name)")
/// }
/// ```
public enum MusicBrowser {
  /// Lists artists, with how many albums each has, and reports the one selected.
  public static let chooseArtist: Screen<[Artist], Artist> = .table(title: "Artists") { artist in
    Page.Row(artist.name, detail: albumCount(artist.albums.count))
  }

  /// Lists an artist's albums, with their year, under the artist's name, and reports the
  /// album selected.
  public static let chooseAlbum = Screen<Artist, Album> { artist, report in
    albums(titled: artist.name).page(for: artist.albums, report: report)
  }

  /// Artists, then the albums of the artist selected; reports the album selected.
  public static let navigation = NavigationFlow(root: chooseArtist) >>> chooseAlbum

  private static func albums(titled title: String) -> Screen<[Album], Album> {
    .table(title: title, emptyMessage: "No albums by this artist yet.") { album in
      Page.Row(album.name, detail: album.year.map(String.init))
    }
  }

  private static func albumCount(_ count: Int) -> String {
    switch count {
    case 0: "no albums"
    case 1: "1 album"
    default: "\(count) albums"
    }
  }
}
