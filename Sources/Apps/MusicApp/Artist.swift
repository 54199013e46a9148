/// Someone whose albums the library holds; an artist may have none.
public struct Artist: Hashable, Sendable {
  /// The artist's name.
  public let name: String
  /// The artist's albums, oldest first.
  public let albums: [Album]

  /// Creates an artist.
  public init(name: String, albums: [Album]) {
    self.name = name
    self.albums = albums
  }
}
