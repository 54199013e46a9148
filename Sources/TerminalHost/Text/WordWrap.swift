extension StringProtocol {
  /// The text broken into lines of at most `width` columns, at spaces where it can be.
  ///
  /// ```swift
  /// "We are glad you liked it.".wrapped(toWidth: 10)
  /// // ["We are", "glad you", "liked it."]
  /// ```
  ///
  /// Line breaks in the text are kept, runs of spaces between words become one, and a word
  /// longer than a line is split across lines. An empty text is one empty line. With
  /// `maximumLines`, wrapping stops once there is a line more than that, so that a huge
  /// text costs no more than what shows.
  func wrapped(toWidth width: Int, maximumLines: Int = .max) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      guard lines.count <= maximumLines else { break }
      lines += wrapParagraph(paragraph, width: width, maximumLines: maximumLines - lines.count)
    }
    return lines
  }
}

private func wrapParagraph(
  _ paragraph: some StringProtocol, width: Int, maximumLines: Int
) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in paragraph.split(separator: " ") {
    if lines.count > maximumLines { return lines }
    let separator = line.isEmpty ? "" : " "
    if line.displayWidth + separator.count + word.displayWidth <= width {
      line += separator + word
      continue
    }
    if !line.isEmpty { lines.append(line) }
    line = ""
    var rest = Substring(word)
    // A single character wider than the whole line stays whole, on a line of its own.
    while lines.count <= maximumLines {
      var piece = rest.prefix(fittingWidth: width)
      if piece.isEmpty { piece = String(rest.prefix(1)) }
      // Measured by the piece, never by the rest: a huge word is cut in linear time.
      let remainder = rest.dropFirst(piece.count)
      if remainder.isEmpty { break }
      lines.append(piece)
      rest = remainder
    }
    line = String(rest)
  }
  lines.append(line)
  return lines
}
