/// Random pipelines, and the smaller pipelines a failing one shrinks to.
extension Pipeline {
  /// A random pipeline of at most `depth` stages above its sources.
  static func random(depth: Int, using rng: inout some RandomNumberGenerator) -> Pipeline {
    if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 {
      return .source(Int.random(in: 0...1, using: &rng))
    }
    func child() -> Pipeline { random(depth: depth - 1, using: &rng) }
    func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    switch Int.random(in: 0..<30, using: &rng) {
    case 0: return .map(child(), add: number(1...3))
    case 1: return .filter(child(), divisor: number(2...3))
    case 2: return .compactMap(child(), divisor: number(2...3))
    case 3: return .scan(child())
    case 4: return .takeFirst(child(), number(0...3))
    case 5: return .takeWhile(child(), below: number(3...8))
    case 6: return .takeUntil(child())
    case 7: return .skipFirst(child(), number(0...3))
    case 8: return .skipWhile(child(), below: number(3...8))
    case 9: return .skipUntil(child())
    case 10: return .skipRepeats(child())
    case 11: return .collect(child(), count: Bool.random(using: &rng) ? nil : number(1...3))
    case 12: return .merge(child(), child())
    case 13: return .combineLatest(child(), child())
    case 14: return .zip(child(), child())
    case 15, 16:
      let strategy = Strategy.allCases.randomElement(using: &rng)!
      return .flatMap(child(), strategy, Inner.allCases.randomElement(using: &rng)!)
    case 17: return .materialize(child())
    case 18: return .dematerialize(child())
    case 19: return .delay(child(), seconds: number(1...3))
    case 20: return .debounce(child(), seconds: number(1...3))
    case 21: return .throttle(child(), seconds: number(1...3))
    case 22: return .observeOn(child())
    case 23: return .timeout(child(), seconds: number(1...6))
    case 24: return .takeDuring(child())
    case 25: return .collectWhen(child(), atLeast: number(1...12))
    case 26: return .collectBefore(child())
    case 28: return .lazyMap(child(), add: number(1...3))
    case 27:
      let inputs = (0..<number(3...4)).map { _ in child() }
      return .combineLatestMany(inputs, isSequence: Bool.random(using: &rng))
    default:
      let inputs = (0..<number(3...4)).map { _ in child() }
      return .zipMany(inputs, isSequence: Bool.random(using: &rng))
    }
  }

  /// Smaller pipelines to try when this one fails, most shrunk first: each subtree in
  /// place of the whole, then each child shrunk, then a parameter lowered.
  ///
  /// Every candidate has fewer stages, or as many with a lower parameter, so shrinking
  /// always ends.
  var shrinkCandidates: [Pipeline] {
    var candidates: [Pipeline] = []
    if case .source(let pipe) = self {
      return pipe > 0 ? [.source(0)] : []
    }
    candidates += children
    for (index, child) in children.enumerated() {
      for smaller in child.shrinkCandidates {
        var new = children
        new[index] = smaller
        candidates.append(replacingChildren(new))
      }
    }
    candidates += loweredParameters
    return candidates
  }

  private var loweredParameters: [Pipeline] {
    switch self {
    case .map(let p, let add) where add > 1: [.map(p, add: 1)]
    case .lazyMap(let p, let add) where add > 1: [.lazyMap(p, add: 1)]
    case .takeFirst(let p, let count) where count > 0: [.takeFirst(p, count - 1)]
    case .skipFirst(let p, let count) where count > 0: [.skipFirst(p, count - 1)]
    case .collect(let p, .some(let count)) where count > 1: [.collect(p, count: count - 1)]
    case .delay(let p, let seconds) where seconds > 1: [.delay(p, seconds: 1)]
    case .debounce(let p, let seconds) where seconds > 1: [.debounce(p, seconds: 1)]
    case .throttle(let p, let seconds) where seconds > 1: [.throttle(p, seconds: 1)]
    case .timeout(let p, let seconds) where seconds > 1: [.timeout(p, seconds: 1)]
    case .combineLatestMany(let inputs, let isSequence) where inputs.count > 3:
      [.combineLatestMany(inputs.dropLast(), isSequence: isSequence)]
    case .zipMany(let inputs, let isSequence) where inputs.count > 3:
      [.zipMany(inputs.dropLast(), isSequence: isSequence)]
    default: []
    }
  }
}
