import Signals
import SignalsTesting

/// The producer form of a case: the same pipeline built with `SignalProducer`'s
/// operators over runs of the pipes, started once.
extension LibraryRun {
  func buildProducer(_ pipeline: Pipeline) -> SignalProducer<Int, TestError> {
    let scheduler = scheduler
    let trigger = trigger.signal
    switch pipeline {
    case .source(let pipe): return SignalProducer(pipes[pipe].signal)
    case .map(let p, let add): return buildProducer(p).map { $0 + add }
    case .filter(let p, let divisor): return buildProducer(p).filter { $0 % divisor == 0 }
    case .compactMap(let p, let divisor):
      return buildProducer(p).compactMap { $0 % divisor == 0 ? $0 / divisor : nil }
    case .scan(let p): return buildProducer(p).scan(0) { $0 &+ $1 }
    case .takeFirst(let p, let count): return buildProducer(p).take(first: count)
    case .takeWhile(let p, let below): return buildProducer(p).take(while: { $0 < below })
    case .takeUntil(let p): return buildProducer(p).take(until: trigger)
    case .skipFirst(let p, let count): return buildProducer(p).skip(first: count)
    case .skipWhile(let p, let below): return buildProducer(p).skip(while: { $0 < below })
    case .skipUntil(let p): return buildProducer(p).skip(until: trigger)
    case .skipRepeats(let p): return buildProducer(p).skipRepeats()
    case .collect(let p, nil): return buildProducer(p).collect().map { Fold.array($0) }
    case .collect(let p, .some(let count)):
      return buildProducer(p).collect(count: count).map { Fold.array($0) }
    case .collectWhen(let p, let atLeast):
      return buildProducer(p).collect { values in values.reduce(0, &+) >= atLeast }
        .map { Fold.array($0) }
    case .collectBefore(let p):
      return buildProducer(p).collect { values, next in next < values.last! }
        .map { Fold.array($0) }
    case .merge(let a, let b): return buildProducer(a).merge(with: buildProducer(b))
    case .combineLatest(let a, let b):
      return buildProducer(a).combineLatest(with: buildProducer(b)).map { Fold.pair($0) }
    case .zip(let a, let b):
      return buildProducer(a).zip(with: buildProducer(b)).map { Fold.pair($0) }
    case .combineLatestMany(let inputs, let isSequence):
      let producers = inputs.map(buildProducer)
      if isSequence { return SignalProducer.combineLatest(producers).map { Fold.array($0) } }
      return producers.count == 3
        ? SignalProducer.combineLatest(producers[0], producers[1], producers[2])
          .map { Fold.array([$0, $1, $2]) }
        : SignalProducer.combineLatest(producers[0], producers[1], producers[2], producers[3])
          .map { Fold.array([$0, $1, $2, $3]) }
    case .zipMany(let inputs, let isSequence):
      let producers = inputs.map(buildProducer)
      if isSequence { return SignalProducer.zip(producers).map { Fold.array($0) } }
      return producers.count == 3
        ? SignalProducer.zip(producers[0], producers[1], producers[2])
          .map { Fold.array([$0, $1, $2]) }
        : SignalProducer.zip(producers[0], producers[1], producers[2], producers[3])
          .map { Fold.array([$0, $1, $2, $3]) }
    case .flatMap(let p, let strategy, .signal):
      let pipes = pipes.map(\.signal)
      return buildProducer(p).flatMap(FlattenStrategy(strategy)) { pipes[2 + $0 % 2] }
    case .flatMap(let p, let strategy, let inner):
      let transform = innerTransform(inner)
      return buildProducer(p).flatMap(FlattenStrategy(strategy)) { transform($0) }
    case .materialize(let p):
      return buildProducer(p).materialize().map { Fold.event($0) }.promoteError(TestError.self)
    case .dematerialize(let p): return buildProducer(p).materialize().dematerialize()
    case .delay(let p, let seconds):
      return buildProducer(p).delay(.seconds(seconds), on: scheduler)
    case .debounce(let p, let seconds):
      return buildProducer(p).debounce(.seconds(seconds), on: scheduler)
    case .throttle(let p, let seconds):
      return buildProducer(p).throttle(.seconds(seconds), on: scheduler)
    case .observeOn(let p): return buildProducer(p).observe(on: scheduler)
    case .lazyMap(let p, let add): return buildProducer(p).lazyMap(on: scheduler) { $0 + add }
    case .timeout(let p, let seconds):
      return buildProducer(p).timeout(
        after: .seconds(seconds), raising: TestError(code: 10 + seconds), on: scheduler)
    case .takeDuring(let p): return buildProducer(p).take(during: lifetime)
    }
  }
}

extension FlattenStrategy {
  init(_ strategy: Pipeline.Strategy) {
    self =
      switch strategy {
      case .merge: .merge
      case .concat: .concat
      case .concurrent: .concurrent(limit: 2)
      case .latest: .latest
      case .race: .race
      case .throttle: .throttle
      }
  }
}
