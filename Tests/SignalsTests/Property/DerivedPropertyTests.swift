import Signals
import SignalsTesting
import Testing

/// The memory rule of derived properties: they observe their sources without keeping them
/// alive, and keep their last value once a source has gone.
@Suite struct DerivedPropertyTests {
  /// A source held only through a lock, so that a test can release it and watch it go.
  private final class Source: Sendable {
    let held = Locked<MutableProperty<Int>?>.make(MutableProperty(1))
    weak let weakProperty: MutableProperty<Int>?

    init() { weakProperty = held.withLock { $0 } }

    var property: Property<Int> { Property(held.withLock { $0! }) }
    func set(_ value: Int) { held.withLock { $0?.value = value } }
    func release() { held.withLock { $0 = nil } }
  }

  @Test func mapDoesNotKeepItsSourceAliveAndKeepsItsLastValue() {
    let source = Source()
    let label = source.property.map { "\($0) items" }
    let recorder = EventRecorder(label.signal)
    source.set(2)
    #expect(label.value == "2 items")
    source.release()
    #expect(source.weakProperty == nil)
    #expect(label.value == "2 items")
    #expect(recorder.events == [.value("2 items"), .completed])
  }

  @Test func aChainKeepsNoIntermediatePropertyAliveAndStillFollowsItsSource() {
    let source = Source()
    weak var weakMiddle: Property<Int>?
    let last = { () -> Property<String> in
      let middle = source.property.map { $0 * 10 }
      weakMiddle = middle
      return middle.map { "\($0)" }
    }()
    #expect(weakMiddle == nil)
    source.set(2)
    #expect(last.value == "20")
    source.release()
    #expect(source.weakProperty == nil)
    #expect(last.value == "20")
  }

  @Test func aChainThroughAStatefulPropertyKeepsFollowingWithoutKeepingIt() {
    let left = MutableProperty(1)
    let right = MutableProperty(10)
    weak var weakMiddle: Property<(Int, Int)>?
    let sums = { () -> Property<Int> in
      let middle = Property(left).zip(with: Property(right))
      weakMiddle = middle
      return middle.map { $0 + $1 }.skipRepeats()
    }()
    #expect(weakMiddle == nil)
    left.value = 2
    #expect(sums.value == 11)
    right.value = 20
    #expect(sums.value == 22)
  }

  @Test func flatMapFollowsInnerDerivedPropertiesThatNobodyElseKeeps() {
    let selected = MutableProperty(0)
    let names = [MutableProperty("ada"), MutableProperty("grace")]
    let name = Property(selected).flatMap(.latest) { names[$0].map { $0.uppercased() } }
    #expect(name.value == "ADA")
    names[0].value = "ada l."
    #expect(name.value == "ADA L.")
    selected.value = 1
    names[1].value = "grace h."
    #expect(name.value == "GRACE H.")
  }

  @Test(arguments: DerivedKind.allCases)
  func noDerivedPropertyKeepsItsSourceAlive(kind: DerivedKind) {
    let source = Source()
    let derived = kind.derive(source.property)
    let completions = Counter()
    derived.signal.observeCompleted { completions.increment() }
    source.set(2)
    #expect(derived.value == kind.expected(2))
    source.release()
    #expect(source.weakProperty == nil)
    #expect(derived.value == kind.expected(2))
    #expect(completions.value == 1)
  }

  @Test func aDerivedPropertyObservedAfterItsSourceWentSendsItsValueThenCompletes() {
    let source = Source()
    let doubled = source.property.map { $0 * 2 }
    source.release()
    let recorder = EventRecorder(doubled.producer)
    let values = Log<Int>()
    doubled.observeValues { values.append($0) }
    #expect(recorder.events == [.value(2), .completed])
    #expect(values.all == [2])
  }

  @Test func releasingAnUnobservedDerivedPropertyStopsObservingItsSource() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let releases = Counter()
    var derived: Property<Int>? = Property(initial: 0, then: tracked(signal, releases: releases))
      .map { $0 + 1 }
    emitter.emit(1)
    #expect(derived?.value == 2)
    derived = nil
    #expect(releases.value == 1)
  }

  @Test func anObservedDerivedPropertyKeepsFollowingAfterItIsReleased() {
    let source = MutableProperty(1)
    let values = Log<Int>()
    let observation = source.map { $0 * 2 }.signal.observeValues { values.append($0) }
    source.value = 2
    observation.dispose()
    source.value = 3
    #expect(values.all == [4])
  }

  /// The derived properties of one source that the memory rule covers.
  enum DerivedKind: CaseIterable, Sendable {
    case map, combineLatest, zip, skipRepeats, flatMap

    func derive(_ source: Property<Int>) -> Property<Int> {
      switch self {
      case .map: source.map { $0 * 2 }
      case .combineLatest: source.combineLatest(with: Property(value: 1)).map { $0 + $1 }
      case .zip: source.zip(with: source).map { $0 + $1 }
      case .skipRepeats: source.skipRepeats()
      case .flatMap: source.flatMap(.latest) { Property(value: $0 * 3) }
      }
    }

    func expected(_ value: Int) -> Int {
      switch self {
      case .map, .zip: value * 2
      case .combineLatest: value + 1
      case .skipRepeats: value
      case .flatMap: value * 3
      }
    }
  }
}
