import Flows
import Signals

/// The search page: the field, the index's progress while it builds, and the results.
///
/// ```swift
/// let host = RecordingHost()
/// host.push(SearchPage.page(for: model) { scalar in print(scalar.glyph) })
/// try host.type("snowman", into: "Search")
/// ```
///
/// Enter in the field picks the top result; selecting a row picks that one.
public enum SearchPage {
  /// The page's title.
  public static let title = "Search Unicode"

  /// The hint shown while the field is empty.
  public static let hint =
    "Type words of a character's name, such as snowman, or a /regular expression/. "
    + "Enter picks the top result; Esc quits."

  /// What follows the count of matches: how to pick and how to leave, which the hint
  /// said while the field was empty.
  public static let resultsHint = "Enter picks, Esc quits"

  /// The page for `model`; `pick` receives the character the user picks.
  ///
  /// - Parameters:
  ///   - model: The search to show.
  ///   - pick: Runs on the UI thread with the character picked.
  /// - Returns: The page.
  public static func page(
    for model: SearchModel, pick: @escaping @Sendable (NamedScalar) -> Void
  ) -> Page {
    let field = Page.Element.textField(
      "Search", placeholder: "words, or /pattern/", text: model.query, id: "query",
      onChange: { model.type($0) },
      onSubmit: { _ in model.pickTop(pick) })
    let body = model.results.combineLatest(with: model.loader.progress).map {
      results, progress in
      [field] + progressElements(progress) + resultElements(results, pick: pick)
    }
    // Typing always edits the query, also with a result focused: q is a letter here.
    return Page(title: title, elements: body, typingInto: "query")
  }

  /// `Indexing [#######-------------]  35%`, while the index builds.
  static func progressBar(_ done: Double) -> String {
    let width = 20
    let filled = Int((done * Double(width)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let percent = String(Int((done * 100).rounded(.down)))
    return "Indexing [\(bar)] " + String(repeating: " ", count: 3 - percent.count) + percent + "%"
  }

  private static func progressElements(_ progress: Double?) -> [Page.Element] {
    progress.map { [.text(progressBar($0), style: .caption, id: "progress")] } ?? []
  }

  private static func resultElements(
    _ results: Result<SearchResults, SearchError>,
    pick: @escaping @Sendable (NamedScalar) -> Void
  ) -> [Page.Element] {
    switch results {
    case .failure(let error):
      return [.status(.failed(error.message))]
    case .success(let results) where results.isBlank:
      return [.text(hint, style: .caption, id: "hint")]
    case .success(let results) where results.total == 0:
      return [.status(.empty("No character's name matches \(results.query)."))]
    case .success(let results):
      // With the hint gone, the count line says how to leave: Esc, as q is a letter here.
      return [.text("\(results.countLine) · \(resultsHint)", style: .caption, id: "count")]
        + results.matches.map { scalar in
          .row(scalar.row, id: scalar.codePoint) { pick(scalar) }
        }
    }
  }
}
