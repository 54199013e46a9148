import Synchronization

/// Where the tour's lines go: standard output, or, while a section is collected to be
/// shown a screenful at a time, a list.
enum TourOutput {
  /// Writes one line; ``collect(_:)`` replaces it for the work it runs.
  @TaskLocal static var write: @Sendable (String) -> Void = { print($0) }

  /// The lines `work` writes, instead of printing them.
  static func collect(_ work: () -> Void) -> [String] {
    let collector = Collector()
    $write.withValue({ collector.append($0) }, operation: work)
    return collector.lines.withLock { $0 }
  }

  private final class Collector: Sendable {
    let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
  }
}
