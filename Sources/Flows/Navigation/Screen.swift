import Signals

/// A page-making function: given an input and a way to report output, builds a page.
///
/// A screen renders its input and reports what the user chose. It knows nothing of
/// navigation — who shows it, what comes next — nor of where its input comes from: those
/// are a ``NavigationFlow``'s business. This is a functional view controller,
/// `ViewController<A, B>`, with the toolkit taken out.
///
/// ```swift
/// let confirm = Screen<Album, Bool> { album, report in
///   Page(title: "Buy \(album.name)?", elements: [
///     .button("buy") { report(true) },
///     .button("not now") { report(false) },
///   ])
/// }
/// ```
///
/// A screen may report any number of times, or never, for as long as its page lives.
public struct Screen<Input: Sendable, Output: Sendable>: Sendable {
  private let makePage: @Sendable (Input, @escaping @Sendable (Output) -> Void) -> Page

  /// Creates a screen from the function that builds its page.
  ///
  /// - Parameter makePage: Builds the page for an input; the page calls `report` with
  ///   what the user chose.
  public init(
    _ makePage:
      @escaping @Sendable (_ input: Input, _ report: @escaping @Sendable (Output) -> Void) ->
      Page
  ) {
    self.makePage = makePage
  }

  /// Builds the page for `input`, reporting the user's choices to `report`.
  ///
  /// While an inspector records, what the page builds is one group of its graph, named
  /// after the page's title.
  public func page(for input: Input, report: @escaping @Sendable (Output) -> Void) -> Page {
    Inspector.group(.page) {
      makePage(input, report)
    } namedAfter: {
      $0.title
    }
  }
}
