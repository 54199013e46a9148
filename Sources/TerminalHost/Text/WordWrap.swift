extension StringProtocol {
  /// The text broken into lines of at most `width` columns, at spaces where it can be.
  ///
  /// ```swift
  /// "We are glad you liked it.".wrapped(toWidth: 10)
  /// // ["We are", "glad you", "liked it."]
  /// ```
  ///
  /// Line breaks in the text are kept, runs of spaces between words become one, and a word
  /// longer than a line is split across lines. An empty text is one empty line.
  func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    return split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrapParagraph(paragraph, width: width)
    }
  }
}

private func wrapParagraph(_ paragraph: some StringProtocol, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in paragraph.split(separator: " ") {
    let separator = line.isEmpty ? "" : " "
    if line.displayWidth + separator.count + word.displayWidth <= width {
      line += separator + word
      continue
    }
    if !line.isEmpty { lines.append(line) }
    line = ""
    var rest = Substring(word)
    // A single character wider than the whole line stays whole, on a line of its own.
    while rest.count > 1, rest.displayWidth > width {
      var piece = rest.prefix(fittingWidth: width)
      if piece.isEmpty { piece = String(rest.prefix(1)) }
      lines.append(piece)
      rest = rest.dropFirst(piece.count)
    }
    line = String(rest)
  }
  lines.append(line)
  return lines
}
