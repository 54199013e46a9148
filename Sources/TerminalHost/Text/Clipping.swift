extension StringProtocol {
  /// The text cut to at most `width` columns, ending in "…" when something was cut.
  ///
  /// ```swift
  /// "Glenn Gould".clipped(toWidth: 8)  // "Glenn G…"
  /// "漢字かな".clipped(toWidth: 5)      // "漢字…"
  /// ```
  ///
  /// A wide character that would straddle the edge is left out rather than split.
  func clipped(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard displayWidth > width else { return String(self) }
    return prefix(fittingWidth: width - 1) + "…"
  }

  /// The longest start of the text that takes at most `width` columns.
  func prefix(fittingWidth width: Int) -> String {
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.displayWidth
      if used + characterWidth > width { break }
      result.append(character)
      used += characterWidth
    }
    return result
  }

  /// The text padded with spaces, or clipped, to exactly `width` columns.
  func padded(toWidth width: Int) -> String {
    let clipped = clipped(toWidth: width)
    return clipped + String(repeating: " ", count: Swift.max(0, width - clipped.displayWidth))
  }
}
