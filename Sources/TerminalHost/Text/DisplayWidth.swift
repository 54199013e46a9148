// How many terminal columns text takes. Layout measures with these, and the ncurses layer
// draws exactly what they measured: a cluster's first scalar and the zero-width scalars
// after it. So the grid and the terminal agree even on emoji sequences, which terminals
// disagree about anyway.

extension Unicode.Scalar {
  /// The columns the scalar takes on its own: 0 for combining marks, format characters
  /// and controls, 2 for wide ones, 1 for the rest.
  var displayWidth: Int {
    if isZeroWidth { return 0 }
    return Self.isWide(value) ? 2 : 1
  }

  /// Whether the scalar adds nothing to the width: a combining or enclosing mark, a format
  /// character (such as a zero-width joiner or a variation selector), a Hangul medial
  /// vowel or final consonant, or a control.
  var isZeroWidth: Bool {
    switch value {
    case 0x00AD: return false  // The soft hyphen is shown, as in glibc.
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
    default: break
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// Whether the scalar combines with the one before it in the same cell: a nonspacing or
  /// enclosing mark, which includes the variation selectors.
  var isCombiningMark: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Whether the scalar is a control character, which a grid never holds.
  var isControl: Bool { properties.generalCategory == .control }

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}

extension Character {
  /// The columns the character takes: the width of its first scalar, since the scalars
  /// after it are drawn as combining marks or not at all.
  ///
  /// "e", "é" and "e\u{301}" take 1 column, "漢" and "😀" take 2, a lone combining mark 0.
  var displayWidth: Int {
    unicodeScalars.first?.displayWidth ?? 0
  }
}

extension StringProtocol {
  /// The columns the text takes on one line.
  var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }
}
