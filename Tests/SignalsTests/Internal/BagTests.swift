import Testing

@testable import Signals

/// `Bag` stores the element inserted into an empty bag inline, ahead of its array: the
/// order of a snapshot, lookups and removals must not tell the two apart.
@Suite struct BagTests {
  private func elements(_ snapshot: Bag<String>.Snapshot) -> [String] {
    snapshot.compactMap(\.element)
  }

  @Test func theFirstElementIsStoredInlineAndTheRestFollowItInOrder() {
    var bag = Bag<String>()
    let first = bag.insert("a")
    bag.insert("b")
    bag.insert("c")
    #expect(bag.head == "a" && bag.headToken == first)
    #expect(bag.entries.count == 2)
    #expect(elements(bag.snapshot) == ["a", "b", "c"])
    #expect(bag.snapshot.map(\.token) == [0, 1, 2])
  }

  @Test func aSingleElementNeedsNoArray() {
    var bag = Bag<String>()
    let token = bag.insert("only")
    #expect(bag.entries.capacity == 0)
    #expect(bag.contains(token: token))
    #expect(bag.remove(token: token) == "only")
    #expect(bag.remove(token: token) == nil)
    #expect(!bag.contains(token: token))
    #expect(bag.isEmpty && elements(bag.snapshot).isEmpty)
  }

  @Test func anElementInsertedAfterTheHeadWasRemovedFollowsTheLiveArrayEntries() {
    var bag = Bag<String>()
    let head = bag.insert("a")
    bag.insert("b")
    #expect(bag.remove(token: head) == "a")
    bag.insert("c")
    #expect(bag.head == nil)
    #expect(elements(bag.snapshot) == ["b", "c"])
    #expect(bag.snapshot.map(\.token) == [1, 2])
  }

  @Test func anEmptiedBagStoresItsNextElementInlineAgain() {
    var bag = Bag<String>()
    let tokens = ["a", "b", "c"].map { bag.insert($0) }
    for token in tokens.reversed() { _ = bag.remove(token: token) }
    #expect(bag.isEmpty && bag.entries.isEmpty)
    let next = bag.insert("d")
    #expect(bag.head == "d" && bag.headToken == next && next == 3)
    #expect(!bag.contains(token: tokens[0]))
  }

  @Test func removeAllReturnsEveryElementInOrderAndEmptiesTheBag() {
    var bag = Bag<String>()
    for element in ["a", "b", "c"] { bag.insert(element) }
    let removed = bag.removeAll()
    #expect(elements(removed) == ["a", "b", "c"])
    #expect(bag.isEmpty && bag.head == nil && bag.entries.isEmpty)
  }

  @Test func removingTheNewestEntryDropsItAndTheRemovedSlotsBeforeIt() {
    var bag = Bag<String>()
    let tokens = ["a", "b", "c", "d"].map { bag.insert($0) }
    #expect(bag.remove(token: tokens[2]) == "c")
    #expect(bag.entries.count == 3)  // "c"'s slot stays: "d" follows it.
    #expect(bag.remove(token: tokens[3]) == "d")
    #expect(bag.entries.map(\.element) == ["b"])
    #expect(bag.remove(token: tokens[2]) == nil && !bag.contains(token: tokens[3]))
    let next = bag.insert("e")
    #expect(elements(bag.snapshot) == ["a", "b", "e"])
    #expect(bag.snapshot.map(\.token) == [tokens[0], tokens[1], next])
  }

  @Test func anObserverAddedAndDisposedOverAndOverLeavesNoSlots() {
    var bag = Bag<String>()
    bag.insert("permanent")
    for index in 0..<100 {
      let token = bag.insert("churned \(index)")
      _ = bag.remove(token: token)
      #expect(bag.entries.isEmpty)
    }
    #expect(elements(bag.snapshot) == ["permanent"])
  }

  @Test func forEachElementVisitsTheLiveElementsWithTheirTokensInOrder() {
    var bag = Bag<String>()
    let tokens = ["a", "b", "c", "d"].map { bag.insert($0) }
    _ = bag.remove(token: tokens[1])
    var visited: [String] = []
    bag.snapshot.forEachElement { token, element in visited.append("\(token):\(element)") }
    #expect(visited == ["0:a", "2:c", "3:d"])
    var none: [String] = []
    Bag<String>().snapshot.forEachElement { _, element in none.append(element) }
    #expect(none.isEmpty)
  }

  @Test func aSnapshotIsNotChangedByLaterMutations() {
    var bag = Bag<String>()
    let head = bag.insert("a")
    bag.insert("b")
    let snapshot = bag.snapshot
    _ = bag.remove(token: head)
    bag.insert("c")
    #expect(elements(snapshot) == ["a", "b"])
  }

  @Test func observersAddedAroundARemovedFirstObserverAreDeliveredInTheOrderAdded() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<String>()
    let first = signal.observeValues { _ in log.append("first") }
    signal.observeValues { _ in log.append("second") }
    first.dispose()
    signal.observeValues { _ in log.append("third") }
    emitter.emit(1)
    #expect(log.all == ["second", "third"])
  }
}
