/// A random pipeline of operators over the script's pipes, which both Signals and the
/// reference model build.
///
/// Every stage carries `Int` values and fails with ``TestError``; operators whose output
/// has another type (`collect`, `combineLatest`, `zip`, `materialize`) fold it back into an
/// `Int` the same way on both sides, so that one event list compares them.
indirect enum Pipeline: Sendable, Equatable {
  /// Pipe 0 or 1 of the script.
  case source(Int)
  case map(Pipeline, add: Int)
  /// Keeps the values divisible by `divisor`.
  case filter(Pipeline, divisor: Int)
  /// Divides the values divisible by `divisor`, drops the rest.
  case compactMap(Pipeline, divisor: Int)
  /// A running sum from 0.
  case scan(Pipeline)
  case takeFirst(Pipeline, Int)
  case takeWhile(Pipeline, below: Int)
  /// `take(until:)` the script's trigger pipe.
  case takeUntil(Pipeline)
  case skipFirst(Pipeline, Int)
  case skipWhile(Pipeline, below: Int)
  /// `skip(until:)` the script's trigger pipe.
  case skipUntil(Pipeline)
  case skipRepeats(Pipeline)
  /// `collect()` when `count` is `nil`, else `collect(count:)`; each array is folded.
  case collect(Pipeline, count: Int?)
  /// `collect { values in … }`: an array once its sum reaches `atLeast`; each array is
  /// folded.
  case collectWhen(Pipeline, atLeast: Int)
  /// `collect { values, next in … }`: an array before a value lower than its last one;
  /// each array is folded.
  case collectBefore(Pipeline)
  case merge(Pipeline, Pipeline)
  case combineLatest(Pipeline, Pipeline)
  case zip(Pipeline, Pipeline)
  /// `combineLatest` of three or four inputs: `Signal.combineLatest(a, b, c)`, or the
  /// sequence form `Signal.combineLatest([a, b, c])` when `isSequence` is set.
  case combineLatestMany([Pipeline], isSequence: Bool)
  /// `zip` of three or four inputs, in the tuple or the sequence form.
  case zipMany([Pipeline], isSequence: Bool)
  case flatMap(Pipeline, Strategy, Inner)
  /// `materialize()`, each event folded into an `Int`.
  case materialize(Pipeline)
  /// `materialize().dematerialize()`: the round trip must change nothing.
  case dematerialize(Pipeline)
  /// Virtual seconds on the script's scheduler.
  case delay(Pipeline, seconds: Int)
  case debounce(Pipeline, seconds: Int)
  case throttle(Pipeline, seconds: Int)
  /// `observe(on:)` the script's scheduler: each event waits for the next advance.
  case observeOn(Pipeline)
  /// `timeout(after:raising:on:)`, failing with code `10 + seconds`.
  case timeout(Pipeline, seconds: Int)
  /// `take(during:)` the script's lifetime, which ``Step/endLifetime`` ends.
  case takeDuring(Pipeline)
  /// `lazyMap(on:)` the script's scheduler, adding `add`: only the latest value waiting
  /// for the scheduler is transformed.
  case lazyMap(Pipeline, add: Int)

  /// The flatten strategies under test.
  enum Strategy: Sendable, Equatable, CaseIterable {
    /// `.concurrent(limit: 2)`.
    case merge, concat, latest, race, concurrent
    /// `.throttle`: outer values that arrive while a run goes on are dropped.
    case throttle
  }

  /// What `flatMap` maps a value `v` to.
  enum Inner: Sendable, Equatable, CaseIterable {
    /// The hot inner pipe `2 + v % 2` of the script.
    case signal
    /// A run of that inner pipe: `SignalProducer(signal)`.
    case signalProducer
    /// A producer of `v`, `v + 1`, then completion — or failure when `v % 7 == 3`.
    case values
    /// ``values`` delayed by `v % 3 + 1` seconds on the scheduler.
    case timed
    /// `retry(upTo: 2)` of a producer whose attempt `a` sends `v * 10 + a`, then fails
    /// while `a < v % 4`, and completes after.
    case retried
  }

  /// Whether, as a producer, this operator is threaded into the run of its operand rather
  /// than starting a run of its own.
  var isThreadedIntoRun: Bool {
    switch self {
    case .map, .filter, .compactMap, .scan, .takeFirst, .takeWhile, .skipFirst, .skipWhile,
      .skipRepeats, .collect, .collectWhen, .collectBefore, .materialize, .dematerialize:
      true
    case .source, .takeUntil, .skipUntil, .merge, .combineLatest, .zip, .combineLatestMany,
      .zipMany, .flatMap, .delay,
      .debounce, .throttle, .observeOn, .timeout, .takeDuring, .lazyMap:
      false
    }
  }

  /// How many stages the pipeline has; shrinking only ever lowers it, or a parameter.
  var size: Int { children.reduce(1) { $0 + $1.size } }

  var children: [Pipeline] {
    switch self {
    case .source: []
    case .map(let p, _), .filter(let p, _), .compactMap(let p, _), .scan(let p),
      .takeFirst(let p, _), .takeWhile(let p, _), .takeUntil(let p), .skipFirst(let p, _),
      .skipWhile(let p, _), .skipUntil(let p), .skipRepeats(let p), .collect(let p, _),
      .collectWhen(let p, _), .collectBefore(let p),
      .flatMap(let p, _, _), .materialize(let p), .dematerialize(let p), .delay(let p, _),
      .debounce(let p, _), .throttle(let p, _), .observeOn(let p), .timeout(let p, _),
      .takeDuring(let p), .lazyMap(let p, _):
      [p]
    case .merge(let a, let b), .combineLatest(let a, let b), .zip(let a, let b): [a, b]
    case .combineLatestMany(let inputs, _), .zipMany(let inputs, _): inputs
    }
  }

  /// The same stage over other children, in the order of ``children``.
  func replacingChildren(_ new: [Pipeline]) -> Pipeline {
    switch self {
    case .source: self
    case .map(_, let add): .map(new[0], add: add)
    case .filter(_, let divisor): .filter(new[0], divisor: divisor)
    case .compactMap(_, let divisor): .compactMap(new[0], divisor: divisor)
    case .scan: .scan(new[0])
    case .takeFirst(_, let count): .takeFirst(new[0], count)
    case .takeWhile(_, let below): .takeWhile(new[0], below: below)
    case .takeUntil: .takeUntil(new[0])
    case .skipFirst(_, let count): .skipFirst(new[0], count)
    case .skipWhile(_, let below): .skipWhile(new[0], below: below)
    case .skipUntil: .skipUntil(new[0])
    case .skipRepeats: .skipRepeats(new[0])
    case .collect(_, let count): .collect(new[0], count: count)
    case .collectWhen(_, let atLeast): .collectWhen(new[0], atLeast: atLeast)
    case .collectBefore: .collectBefore(new[0])
    case .merge: .merge(new[0], new[1])
    case .combineLatest: .combineLatest(new[0], new[1])
    case .zip: .zip(new[0], new[1])
    case .combineLatestMany(_, let isSequence): .combineLatestMany(new, isSequence: isSequence)
    case .zipMany(_, let isSequence): .zipMany(new, isSequence: isSequence)
    case .flatMap(_, let strategy, let inner): .flatMap(new[0], strategy, inner)
    case .materialize: .materialize(new[0])
    case .dematerialize: .dematerialize(new[0])
    case .delay(_, let seconds): .delay(new[0], seconds: seconds)
    case .debounce(_, let seconds): .debounce(new[0], seconds: seconds)
    case .throttle(_, let seconds): .throttle(new[0], seconds: seconds)
    case .observeOn: .observeOn(new[0])
    case .timeout(_, let seconds): .timeout(new[0], seconds: seconds)
    case .takeDuring: .takeDuring(new[0])
    case .lazyMap(_, let add): .lazyMap(new[0], add: add)
    }
  }
}

extension Pipeline: CustomStringConvertible {
  var description: String {
    func unary(_ name: String, _ argument: String? = nil) -> String {
      let inner = children[0].description
      return argument.map { "\(inner).\(name)(\($0))" } ?? "\(inner).\(name)()"
    }
    switch self {
    case .source(let pipe): return "pipe\(pipe)"
    case .map(_, let add): return unary("map", "+\(add)")
    case .filter(_, let divisor): return unary("filter", "divisible by \(divisor)")
    case .compactMap(_, let divisor): return unary("compactMap", "/\(divisor) if divisible")
    case .scan: return unary("scan", "0, +")
    case .takeFirst(_, let count): return unary("take", "first: \(count)")
    case .takeWhile(_, let below): return unary("take", "while: < \(below)")
    case .takeUntil: return unary("take", "until: trigger")
    case .skipFirst(_, let count): return unary("skip", "first: \(count)")
    case .skipWhile(_, let below): return unary("skip", "while: < \(below)")
    case .skipUntil: return unary("skip", "until: trigger")
    case .skipRepeats: return unary("skipRepeats")
    case .collect(_, let count): return unary("collect", count.map { "count: \($0)" })
    case .collectWhen(_, let atLeast): return unary("collect", "when sum >= \(atLeast)")
    case .collectBefore: return unary("collect", "before next < last")
    case .merge(let a, let b): return "merge(\(a), \(b))"
    case .combineLatest(let a, let b): return "combineLatest(\(a), \(b))"
    case .zip(let a, let b): return "zip(\(a), \(b))"
    case .combineLatestMany(let inputs, let isSequence):
      return "combineLatest(\(Self.list(inputs, isSequence)))"
    case .zipMany(let inputs, let isSequence): return "zip(\(Self.list(inputs, isSequence)))"
    case .flatMap(_, let strategy, let inner): return unary("flatMap", "\(strategy), \(inner)")
    case .materialize: return unary("materialize")
    case .dematerialize: return unary("materialize().dematerialize")
    case .delay(_, let seconds): return unary("delay", "\(seconds)s")
    case .debounce(_, let seconds): return unary("debounce", "\(seconds)s")
    case .throttle(_, let seconds): return unary("throttle", "\(seconds)s")
    case .observeOn: return unary("observe", "on: scheduler")
    case .timeout(_, let seconds): return unary("timeout", "after: \(seconds)s")
    case .takeDuring: return unary("take", "during: lifetime")
    case .lazyMap(_, let add): return unary("lazyMap", "on: scheduler, +\(add)")
    }
  }
}

extension Pipeline {
  /// The inputs of an operator of many, as its call lists them.
  fileprivate static func list(_ inputs: [Pipeline], _ isSequence: Bool) -> String {
    let list = inputs.map(\.description).joined(separator: ", ")
    return isSequence ? "[\(list)]" : list
  }
}
