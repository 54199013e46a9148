/// A subject whose values are subjects, for the flatMap scenario.
public final class Subjects {
  private var observers: [(Subject) -> Void] = []

  /// Creates a subject of subjects with no observers.
  public init() {}

  /// Pushes an inner subject to every observer.
  public func send(_ inner: Subject) {
    for observer in observers { observer(inner) }
  }

  /// Forwards the values of every inner subject, each observed until it completes.
  public func flattenMerged() -> Subject {
    let result = Subject()
    observers.append { inner in
      // Completion hands every observer back, so the inner subject keeps nothing.
      inner.observe({ result.send($0) }, completed: {})
    }
    return result
  }
}
