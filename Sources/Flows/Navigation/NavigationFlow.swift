/// A sequence of screens shown on a host, from an input to the user's final choice.
///
/// A flow starts from a root screen and grows with `>>>`: when the flow so far reports
/// output, the next screen is pushed with that output as its input. ``map(_:)`` adapts
/// one screen's output to the next one's input, and ``Screen/modal`` presents a screen
/// modally instead of pushing it. This is a functional navigation controller,
/// `NavigationController<A, B>`, independent of any toolkit.
///
/// ```swift
/// let browse = NavigationFlow(root: chooseArtist).map { $0.albums } >>> chooseAlbum
/// browse.run(artists, on: host) { album in print("Selected \(album.name)") }
/// ```
///
/// Screens stay ignorant of one another and of the host; the flow holds the host weakly,
/// so the pages it shows never keep their host alive.
///
/// Every output pushes a fresh page. When the user goes back and chooses again, the next
/// screen is pushed anew with the new choice, and the completion of ``run(_:on:completion:)``
/// runs once per choice made on the last screen.
public struct NavigationFlow<Input: Sendable, Output: Sendable>: Sendable {
  /// Shows the flow's first page for an input on a host, and arranges for the flow's
  /// outputs to reach `report`.
  typealias Start =
    @Sendable (
      _ input: Input, _ host: any NavigationHost, _ report: @escaping @Sendable (Output) -> Void
    ) -> Void

  let start: Start

  init(start: @escaping Start) {
    self.start = start
  }

  /// Creates a flow that shows `root`, pushed on the host, and reports what it reports.
  ///
  /// ```swift
  /// let artists = NavigationFlow(root: chooseArtist)  // NavigationFlow<[Artist], Artist>
  /// ```
  public init(root: Screen<Input, Output>) {
    start = { input, host, report in
      host.push(root.page(for: input, report: report))
    }
  }

  /// Transforms the flow's output.
  ///
  /// ```swift
  /// NavigationFlow(root: chooseArtist).map { $0.albums }  // NavigationFlow<[Artist], [Album]>
  /// ```
  ///
  /// - Parameter transform: Runs on each output, on the thread that reports it.
  /// - Returns: A flow that shows the same pages and reports transformed outputs.
  public func map<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> NavigationFlow<Input, NewOutput> {
    NavigationFlow<Input, NewOutput> { input, host, report in
      start(input, host) { report(transform($0)) }
    }
  }

  /// Shows the flow's first page on `host` and calls `completion` with its output.
  ///
  /// ```swift
  /// browse.run(artists, on: host) { album in print("Selected \(album.name)") }
  /// // The user selects "Miles Davis", then "Kind of Blue":
  /// // Prints "Selected Kind of Blue"
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input of the root screen.
  ///   - host: Where the pages are shown.
  ///   - completion: Runs each time the last screen reports output, on the thread that
  ///     reports it — usually the host's UI thread.
  public func run(
    _ input: Input, on host: any NavigationHost,
    completion: @escaping @Sendable (Output) -> Void
  ) {
    start(input, host, completion)
  }
}
