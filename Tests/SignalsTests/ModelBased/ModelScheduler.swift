/// The reference model's virtual clock: actions run in the order of their due time, and
/// in the order they were scheduled when due at the same time, as on `TestScheduler`.
final class ModelScheduler {
  private struct Entry {
    let due: Int
    let id: Int
    let action: () -> Void
  }

  private(set) var now = 0
  private var entries: [Entry] = []
  private var nextID = 0

  /// Schedules `action` `seconds` from now, and returns what cancels it.
  @discardableResult
  func schedule(after seconds: Int, _ action: @escaping () -> Void) -> () -> Void {
    let id = nextID
    nextID += 1
    let due = now + seconds
    let index = entries.firstIndex { $0.due > due } ?? entries.endIndex
    entries.insert(Entry(due: due, id: id, action: action), at: index)
    return { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  func advance(by seconds: Int) {
    let target = now + seconds
    while let first = entries.first, first.due <= target {
      entries.removeFirst()
      now = max(now, first.due)
      first.action()
    }
    now = max(now, target)
  }
}
