/// An ordered collection that hands out a token for each insertion and removes by token.
///
/// Insertion is amortised O(1) and removal is O(log n): tokens grow monotonically, so
/// the entries stay sorted by token and a removal finds its slot by binary search. A
/// removed slot is left empty and the array is compacted once half of it is empty, so
/// a long run of insertions and removals never costs quadratic time.
///
/// An element inserted into an empty bag is stored inline, in ``head``, not in the
/// array: most bags hold one element at a time (a pipe's single observer, a flatMap's
/// inner observation), and for them the array was an allocation, and a generic
/// destruction, per signal. The head's token is lower than every token in the array, so
/// the order is the head, then the array.
///
/// ``snapshot`` is a value: a caller that copies it out of a lock gets a snapshot that
/// later mutations do not disturb, at the price of a retain or two instead of a copy.
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

  /// The elements of a bag at one moment, in insertion order.
  @usableFromInline
  struct Snapshot: Sendable, Sequence {
    /// The first element, when it is stored inline, and its token.
    @usableFromInline let head: Element?
    @usableFromInline let headToken: UInt64
    /// The later entries, `nil` when there are none; an element is `nil` where it was
    /// removed. Optional so that a snapshot of a bag without them, taken on every
    /// delivery, retains no array: retaining even the shared empty array is a call.
    @usableFromInline let rest: ContiguousArray<Entry>?

    @inlinable
    init(head: Element?, headToken: UInt64 = 0, rest: ContiguousArray<Entry>? = nil) {
      self.head = head
      self.headToken = headToken
      self.rest = rest
    }

    /// Whether the snapshot holds no element.
    @inlinable
    var isEmpty: Bool { head == nil && rest == nil }

    /// The element inserted under `token`, if the snapshot holds it. Linear: it serves
    /// the rare disposal made while a terminal event is being delivered.
    @inlinable
    func element(for token: UInt64) -> Element? {
      if token == headToken, let head { return head }
      return rest?.first { $0.token == token }?.element
    }

    /// Calls `body` with each element and its token, in insertion order.
    ///
    /// The loop to use on a hot path: the iterator hands out optional entries, which for
    /// an existential element (`any Disposable`) were copied and destroyed through
    /// generic value witnesses, about 300 instructions per run ended.
    @inlinable
    func forEachElement(_ body: (_ token: UInt64, _ element: Element) throws -> Void) rethrows {
      if let head { try body(headToken, head) }
      guard let rest else { return }
      for index in rest.indices {
        if let element = rest[index].element { try body(rest[index].token, element) }
      }
    }

    @inlinable
    func makeIterator() -> Iterator {
      Iterator(
        head: head.map { Entry(token: headToken, element: $0) },
        rest: (rest ?? []).makeIterator())
    }

    @usableFromInline
    struct Iterator: IteratorProtocol {
      @usableFromInline var head: Entry?
      @usableFromInline var rest: ContiguousArray<Entry>.Iterator

      @inlinable
      init(head: Entry?, rest: ContiguousArray<Entry>.Iterator) {
        self.head = head
        self.rest = rest
      }

      @inlinable
      mutating func next() -> Entry? {
        if let entry = head {
          head = nil
          return entry
        }
        return rest.next()
      }
    }
  }

  /// The first element, stored inline, and its token; set only by an insertion into an
  /// empty bag. Two plain fields rather than an optional `Entry`: a signal's state is
  /// copied and destroyed by generic code, which handled an optional struct through
  /// its value witnesses and a class reference with one retain or release.
  @usableFromInline var head: Element?
  @usableFromInline var headToken: UInt64 = 0
  /// The entries inserted while the bag was not empty, in token order.
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

  /// Every element, in insertion order.
  @inlinable
  var snapshot: Snapshot {
    Snapshot(head: head, headToken: headToken, rest: entries.isEmpty ? nil : entries)
  }

  @inlinable
  @discardableResult
  mutating func insert(_ element: consuming Element) -> UInt64 {
    let token = nextToken
    nextToken += 1
    // Inline only when nothing is stored: then no entry of the array precedes it.
    if head == nil, entries.isEmpty {
      head = element
      headToken = token
    } else {
      entries.append(Entry(token: token, element: element))
    }
    count += 1
    return token
  }

  /// Removes the element inserted under `token` and returns it, or returns `nil` when it
  /// was already removed.
  @inlinable
  mutating func remove(token: UInt64) -> Element? {
    if headToken == token, let element = head {
      head = nil
      count -= 1
      compactIfSparse()
      return element
    }
    guard let index = index(of: token), entries[index].element != nil else { return nil }
    count -= 1
    // Moved out, not copied: a copy retained the element and the removal released it,
    // a pair of atomic operations on every observer disposed (S3).
    if index == entries.count - 1 {
      // The newest entry, as an observer added and then disposed usually is: dropped,
      // with any removed slots before it, so the array stays short and is reused.
      let element = entries.removeLast().element
      while let last = entries.indices.last, entries[last].element == nil { entries.removeLast() }
      return element
    }
    let element = entries[index].element.take()
    compactIfSparse()
    return element
  }

  /// Whether the element inserted under `token` is still in the bag.
  @inlinable
  func contains(token: UInt64) -> Bool {
    if headToken == token, head != nil { return true }
    guard let index = index(of: token) else { return false }
    return entries[index].element != nil
  }

  /// Empties the bag and returns what it held, in insertion order.
  @inlinable
  mutating func removeAll() -> Snapshot {
    // Most bags are empty when they are emptied: a run that added nothing to its
    // lifetime. Leaving them as they are costs nothing.
    guard count > 0 || !entries.isEmpty else { return Snapshot(head: nil) }
    let removed = snapshot
    head = nil
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
    guard !entries.isEmpty else { return }
    if count == 0, entries.count == 1 {
      // A bag that held its head and one more element, one after another: `removeLast`
      // keeps the storage, like `removeAll(keepingCapacity: true)` below, in a fraction
      // of its instructions.
      entries.removeLast()
    } else if count == 0 {
      entries.removeAll(keepingCapacity: entries.capacity <= 64)
    } else if entries.count >= 32 && count * 2 < entries.count {
      entries.removeAll { $0.element == nil }
    }
  }
}
