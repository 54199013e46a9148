/// A Unicode scalar with the name the standard library knows it by.
///
/// ```swift
/// let snowman = NamedScalar(Unicode.Scalar(0x2603)!)
/// print(snowman?.row ?? "")  // Prints "☃  U+2603  SNOWMAN"
/// ```
public struct NamedScalar: Hashable, Sendable {
  /// The scalar itself.
  public let scalar: Unicode.Scalar

  /// Its name, such as `SNOWMAN`, or its name alias when it has no name, as control
  /// characters do.
  public let name: String

  /// Its name alias, when it has one beside its name.
  public let alias: String?

  /// The names the search matches, lowercased ASCII: the name, then the alias if any.
  let keys: [[UInt8]]

  /// The named scalar for `scalar`, or `nil` if it has neither a name nor a name alias.
  public init?(_ scalar: Unicode.Scalar) {
    let properties = scalar.properties
    let name = properties.name
    let alias = properties.nameAlias
    guard let shown = name ?? alias else { return nil }
    self.scalar = scalar
    self.name = shown
    self.alias = name == nil ? nil : alias
    keys = ([shown] + (self.alias.map { [$0] } ?? [])).map(Self.key)
  }

  /// `U+2603`: the code point, four hex digits at least.
  public var codePoint: String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The character as printed: the scalar itself, or its code point for a control
  /// character, which would act on the terminal instead of showing.
  public var glyph: String {
    scalar.properties.generalCategory == .control ? codePoint : String(Character(scalar))
  }

  /// What a result row shows: `☃  U+2603  SNOWMAN`.
  public var row: String { "\(glyph)  \(codePoint)  \(name)" }

  /// Names are ASCII: upper-case letters, digits, spaces and hyphens.
  private static func key(_ name: String) -> [UInt8] {
    name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
  }
}
