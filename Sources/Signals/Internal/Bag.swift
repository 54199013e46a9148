/// An ordered collection that hands out a token for each insertion and removes by token.
///
/// Insertion is amortised O(1) and removal is O(log n): tokens grow monotonically, so
/// the entries stay sorted by token and a removal finds its slot by binary search. A
/// removed slot is left empty and the array is compacted once half of it is empty, so
/// a long run of insertions and removals never costs quadratic time.
///
/// `entries` is a value: a caller that copies it out of a lock gets a snapshot that
/// later mutations do not disturb, at the price of a retain instead of a copy.
@usableFromInline
struct Bag<Element: Sendable>: Sendable {
  /// One slot: the element and the token it was inserted under.
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline let token: UInt64
    @usableFromInline var element: Element?

    @inlinable
    init(token: UInt64, element: Element?) {
      self.token = token
      self.element = element
    }
  }

  @usableFromInline var entries: ContiguousArray<Entry> = []
  @usableFromInline var count = 0
  @usableFromInline var nextToken: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { count == 0 }

  /// The token the next call to `insert(_:)` will return.
  @inlinable
  var upcomingToken: UInt64 { nextToken }

  @inlinable
  @discardableResult
  mutating func insert(_ element: Element) -> UInt64 {
    let token = nextToken
    nextToken += 1
    entries.append(Entry(token: token, element: element))
    count += 1
    return token
  }

  /// Removes the element inserted under `token` and returns it, or returns `nil` when it
  /// was already removed.
  @inlinable
  mutating func remove(token: UInt64) -> Element? {
    guard let index = index(of: token), let element = entries[index].element else {
      return nil
    }
    entries[index].element = nil
    count -= 1
    compactIfSparse()
    return element
  }

  /// Whether the element inserted under `token` is still in the bag.
  @inlinable
  func contains(token: UInt64) -> Bool {
    guard let index = index(of: token) else { return false }
    return entries[index].element != nil
  }

  /// Empties the bag and returns what it held, in insertion order.
  @inlinable
  mutating func removeAll() -> ContiguousArray<Entry> {
    let removed = entries
    entries = []
    count = 0
    return removed
  }

  @inlinable
  func index(of token: UInt64) -> Int? {
    var low = entries.startIndex
    var high = entries.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      let candidate = entries[middle].token
      if candidate == token { return middle }
      if candidate < token { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  @inlinable
  mutating func compactIfSparse() {
    if count == 0, entries.count == 1 {
      // The common case of a bag that holds one element at a time (a flatMap's inner
      // observations, one after another): `removeLast` keeps the storage, like the
      // `removeAll(keepingCapacity: true)` below, in a fraction of its instructions.
      entries.removeLast()
    } else if count == 0 {
      entries.removeAll(keepingCapacity: entries.capacity <= 64)
    } else if entries.count >= 32 && count * 2 < entries.count {
      entries.removeAll { $0.element == nil }
    }
  }
}
