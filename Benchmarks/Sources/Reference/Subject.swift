/// The hand-written stand-in for a reactive library: a final class holding an array of
/// closures, to which values are pushed by plain calls.
///
/// It stands for the practical limit of the benchmark scenarios: no locks, no event
/// enum, no observation objects. It is written for `Int` values, with no generics and
/// nothing `@inlinable`, and lives in its own module, so the benchmarks call it across a
/// module boundary exactly as they call a library, and the optimiser cannot fold the
/// benchmark loop away.
public final class Subject {
  private var observers: [(token: Int, value: (Int) -> Void, completed: () -> Void)] = []
  private var nextToken = 0

  /// Creates a subject with no observers.
  public init() {}

  /// Adds an observer and returns the token that removes it.
  @discardableResult
  public func observe(
    _ value: @escaping (Int) -> Void, completed: @escaping () -> Void = {}
  ) -> Int {
    let token = nextToken
    nextToken += 1
    observers.append((token, value, completed))
    return token
  }

  /// Removes the observer added under `token`.
  public func remove(_ token: Int) {
    if let index = observers.lastIndex(where: { $0.token == token }) {
      observers.remove(at: index)
    }
  }

  /// Pushes a value to every observer.
  public func send(_ value: Int) {
    for observer in observers { observer.value(value) }
  }

  /// Tells every observer that nothing more will come, and lets go of them.
  public func complete() {
    let observers = self.observers
    self.observers = []
    for observer in observers { observer.completed() }
  }

  /// A subject of the transformed values.
  public func map(_ transform: @escaping (Int) -> Int) -> Subject {
    let result = Subject()
    observe { result.send(transform($0)) }
    return result
  }

  /// A subject of the values for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping (Int) -> Bool) -> Subject {
    let result = Subject()
    observe { if isIncluded($0) { result.send($0) } }
    return result
  }
}
