/// A record in the music library.
public struct Album: Hashable, Sendable {
  /// The album's title.
  public let name: String
  /// The year it came out, when the library knows it.
  public let year: Int?

  /// Creates an album.
  public init(name: String, year: Int? = nil) {
    self.name = name
    self.year = year
  }
}
