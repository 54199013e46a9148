extension RecordingHost {
  /// What a test did wrong when acting as the user, such as tapping a button that is not
  /// there; its description lists what is there instead.
  ///
  /// ```swift
  /// try host.tap("leave feedbak")
  /// // Throws: no button "leave feedbak" on "Movie feedback"; the page shows text "",
  /// // choice "kind" [average] polarized, button "leave feedback"
  /// ```
  public struct Misuse: Error, CustomStringConvertible {
    /// What went wrong, and what the host shows instead.
    public let description: String

    init(_ description: String) {
      self.description = description
    }

    static let noPage = Misuse("no page is shown")

    static func alertCovers(_ alert: Alert) -> Misuse {
      let shown = RenderedAlert(alert)
      return Misuse(
        "alert \(quoted: alert.title) is showing; choose one of \(shown.actionList) first")
    }
  }
}

extension String.StringInterpolation {
  /// Interpolates `string` in double quotes, as the transcript and messages show names.
  mutating func appendInterpolation(quoted string: String) {
    appendLiteral("\"\(string)\"")
  }
}
