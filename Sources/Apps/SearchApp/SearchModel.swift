import Flows
import Signals

/// The search field and its results: seed 002's pipeline from the text typed to the
/// characters shown.
///
/// The field's text is a result signal; it is debounced on the UI scheduler, each text
/// that stood is searched on a work scheduler, and the answers come back to the UI, where
/// `next` shows the results and `error` the failure:
///
/// ```swift
/// let model = SearchModel(
///   loader: IndexLoader.building(on: work), ui: QueueScheduler(queue: .main), work: work)
/// model.type("snowman")
/// // 100 ms later, once the search answers:
/// print(model.top?.row ?? "")  // Prints "☃  U+2603  SNOWMAN"
/// ```
///
/// > Note: No search runs on the UI scheduler and typing never waits for one. A search
/// > whose text is no longer the latest is dropped before it runs, and an answer to an
/// > earlier text never replaces the answer to a later one.
public final class SearchModel: Sendable {
  /// The text of the search field, as the user types it.
  public let text = ResultSignal<String, SearchError>()

  /// What the field shows: the text as typed.
  public let query: Property<String>

  /// The results of the latest search answered, or its failure.
  public let results: Property<Result<SearchResults, SearchError>>

  /// The index the searches run on.
  public let loader: IndexLoader

  private let typed = MutableProperty("")

  /// Where each search is reported, from the text typed until its results are shown.
  private let activity: Activity?

  /// The search in flight, if one is: the text typed, and its work on ``activity``.
  private let searching = Locked<(text: String, work: Activity.Work)?>.make(nil)

  /// A pick asked for before the results of the text typed arrived: the text, and what
  /// receives its top result.
  private let pendingPick = Locked<(text: String, pick: @Sendable (NamedScalar) -> Void)?>
    .make(nil)

  /// Creates the model and its pipeline.
  ///
  /// - Parameters:
  ///   - loader: The index, built or being built.
  ///   - ui: The UI thread's scheduler: the debounce waits there and answers arrive there.
  ///   - work: Where searches run.
  ///   - interval: How long a text must stand before it is searched.
  ///   - activity: Where each search is reported, in flight from the keystroke that made
  ///     its text until its results or failure are shown, through the debounce and any
  ///     wait for the index.
  public init(
    loader: IndexLoader, ui: some DateScheduler, work: any Scheduler,
    debounce interval: Duration = .milliseconds(100), activity: Activity? = nil
  ) {
    self.loader = loader
    self.activity = activity
    query = Property(typed)
    let shown = MutableProperty<Result<SearchResults, SearchError>>(
      .success(SearchResults(query: "", matches: [], total: 0)))
    results = Property(shown)
    let latest = Locked<Int>.make(0)
    let searching = self.searching

    let found = text.signal
      .debounce(interval, on: ui)
      .replayingLast()
      .bind { query, answer in
        let search = latest.withLock { count in
          count += 1
          return count
        }
        loader.whenReady { index in
          work.schedule {
            // A newer text was debounced meanwhile: its search supersedes this one.
            guard latest.withLock({ $0 == search }) else { return }
            let result = index.search(query)
            ui.schedule {
              answer(result)
              Self.settle(query, searching)
            }
          }
        }
      }
    let pendingPick = self.pendingPick
    found.next { results in
      shown.value = .success(results)
      let pick = pendingPick.withLock { pending -> (@Sendable (NamedScalar) -> Void)? in
        guard let waiting = pending, waiting.text == results.query else { return nil }
        pending = nil
        return waiting.pick
      }
      if let pick, let top = results.matches.first { pick(top) }
    }
    found.error { error in
      shown.value = .failure(error)
      // A failed search has nothing to pick.
      pendingPick.withLock { $0 = nil }
    }
  }

  /// Hands the top result of the text in the field to `pick`: at once if its results are
  /// shown, else as soon as they arrive, so Enter typed right after the last letter picks
  /// from that letter's results. Nothing is picked if they hold nothing or fail.
  ///
  /// - Parameter pick: Receives the top result.
  public func pickTop(_ pick: @escaping @Sendable (NamedScalar) -> Void) {
    let text = typed.value
    let answered = try? results.value.get()
    guard answered?.query != text else {
      if let top = answered?.matches.first { pick(top) }
      return
    }
    pendingPick.withLock { $0 = (text, pick) }
  }

  /// Acts as the user editing the field to `text`.
  public func type(_ text: String) {
    if let activity {
      // Begun before the previous one ends, so that the app never looks idle between.
      let shown = text.count > 30 ? text.prefix(30) + "…" : text
      let work = activity.begin("the search for “\(shown)”")
      let previous = searching.withLock { searching in
        defer { searching = (text, work) }
        return searching?.work
      }
      previous?.end()
    }
    typed.value = text
    self.text.update(.success(text))
  }

  /// Ends the search in flight if its text is `query`, whose answer was just shown.
  private static func settle(
    _ query: String, _ searching: Locked<(text: String, work: Activity.Work)?>
  ) {
    let answered = searching.withLock { searching -> Activity.Work? in
      guard let search = searching, search.text == query else { return nil }
      searching = nil
      return search.work
    }
    answered?.end()
  }

  /// The best match of the results shown, if any.
  public var top: NamedScalar? {
    (try? results.value.get())?.matches.first
  }
}
