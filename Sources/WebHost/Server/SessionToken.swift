/// The secret that lets a page resume its session: 128 random bits from the system's
/// generator, as 32 hex digits.
///
/// Whoever holds it drives the session, so it is unguessable, handed only to the page
/// the session belongs to, and replaced by a new one at each resume.
enum SessionToken {
  /// A new token.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }
    .joined()
  }
}
