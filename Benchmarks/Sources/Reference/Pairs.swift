/// The latest values of two subjects, for the combineLatest scenario.
public final class Pairs {
  private var observers: [(Int, Int) -> Void] = []
  private var first: Int?
  private var second: Int?

  /// Combines the latest values of `first` and `second` once both have sent one.
  public init(_ first: Subject, _ second: Subject) {
    first.observe { [unowned self] in
      self.first = $0
      if let second = self.second { self.send($0, second) }
    }
    second.observe { [unowned self] in
      self.second = $0
      if let first = self.first { self.send(first, $0) }
    }
  }

  /// Adds an observer of the pairs.
  public func observe(_ observer: @escaping (Int, Int) -> Void) {
    observers.append(observer)
  }

  private func send(_ first: Int, _ second: Int) {
    for observer in observers { observer(first, second) }
  }
}
