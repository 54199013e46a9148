/// Every named scalar of the whole code space, in code point order: what a search looks
/// through.
///
/// Built from the standard library's own tables (`Unicode.Scalar.Properties.name` and
/// `nameAlias`), so nothing is downloaded and the data is complete.
///
/// ```swift
/// let index = ScalarIndex.build()
/// print(index.scalars.count > 30_000)  // Prints "true"
/// ```
public struct ScalarIndex: Sendable {
  /// The named scalars, in code point order.
  public let scalars: [NamedScalar]

  /// An index of `scalars`, as they are; tests use small ones.
  public init(_ scalars: [NamedScalar]) {
    self.scalars = scalars
  }

  /// The code space in steps of this many code points, one progress report each.
  static let step: UInt32 = 0x4000

  /// Builds the index of every named scalar, reporting the fraction of the code space
  /// done after each step of it.
  ///
  /// It takes a fraction of a second on a release build; run it off the UI thread.
  ///
  /// - Parameter report: Receives fractions from above 0 to 1, in order, on the calling
  ///   thread.
  /// - Returns: The index.
  public static func build(report: (Double) -> Void = { _ in }) -> ScalarIndex {
    let end: UInt32 = 0x11_0000
    var scalars: [NamedScalar] = []
    scalars.reserveCapacity(300_000)
    var start: UInt32 = 0
    while start < end {
      let stop = min(end, start + step)
      for value in start..<stop {
        if let scalar = Unicode.Scalar(value), let named = NamedScalar(scalar) {
          scalars.append(named)
        }
      }
      start = stop
      report(Double(start) / Double(end))
    }
    return ScalarIndex(scalars)
  }
}
