import Flows
import Signals

/// A screen titled `title` that shows its input and reports the label of the button the
/// user taps, prefixed by the input: a step of a path through a flow.
func step(_ title: String, buttons labels: [String] = ["next"]) -> Screen<String, String> {
  Screen { input, report in
    Page(
      title: title,
      elements: [.text(input)]
        + labels.map { label in .button(label) { report("\(input)/\(label)") } }
    )
  }
}

/// A screen whose page counts in `updates` the values `source` sends while the page
/// lives, and owns a new canary that `watch` follows.
func bound(
  to source: Signal<Int, Never>, updates: Counter, watch: CanaryWatch
) -> Screen<String, String> {
  Screen { input, report in
    let canary = watch.makeCanary()
    let page = Page(
      title: "Bound",
      elements: [.button("done") { withExtendedLifetime(canary) { report(input) } }]
    )
    source.take(during: page.lifetime).observeValues { _ in updates.increment() }
    return page
  }
}

/// Collects the outputs a flow reports, in order.
final class Outputs<Value: Sendable>: Sendable {
  private let values = Locked<[Value]>.make([])

  var all: [Value] { values.withLock { $0 } }

  func append(_ value: Value) {
    values.withLock { $0.append(value) }
  }
}

/// A thread-safe count.
final class Counter: Sendable {
  private let count = Locked.make(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}

/// An object whose release a test watches through a weak reference.
final class Canary: Sendable {}

/// Follows the last canary it made, weakly, to tell whether something still holds it.
final class CanaryWatch: Sendable {
  private let canary = Locked<Weak>.make(Weak())

  private struct Weak {
    weak var canary: Canary?
  }

  /// Whether something still holds the last canary made.
  var isAlive: Bool { canary.withLock { $0.canary != nil } }

  /// A new canary that this watch follows.
  func makeCanary() -> Canary {
    let made = Canary()
    canary.withLock { $0.canary = made }
    return made
  }
}
