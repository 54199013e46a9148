import Signals

/// The single-input operators of the reference model, each as its DocC comment states it.
extension ReferenceModel {
  func map(_ upstream: ModelSignal, _ transform: @escaping (Int) -> Int) -> ModelSignal {
    compactMap(upstream, transform)
  }

  func compactMap(_ upstream: ModelSignal, _ transform: @escaping (Int) -> Int?) -> ModelSignal {
    lift(upstream) { output in
      { event in
        guard case .value(let value) = event else { return output.send(event) }
        if let new = transform(value) { output.send(.value(new)) }
      }
    }
  }

  /// A running sum from 0; the initial accumulator is not sent.
  func scan(_ upstream: ModelSignal) -> ModelSignal {
    var sum = 0
    return map(upstream) { value in
      sum &+= value
      return sum
    }
  }

  /// The first `count` values, then completion; a count of zero completes at once.
  func take(_ upstream: ModelSignal, first count: Int) -> ModelSignal {
    var taken = 0
    let output = lift(upstream) { output in
      { event in
        // A count of zero completes at start: nothing else goes out, even before that.
        guard count > 0 else { return }
        output.send(event)
        guard case .value = event else { return }
        taken += 1
        if taken == count { output.send(.completed) }
      }
    }
    if count <= 0 { atStart { output.send(.completed) } }
    return output
  }

  /// Values while they pass; the first that fails completes, unsent.
  func take(_ upstream: ModelSignal, while shouldContinue: @escaping (Int) -> Bool) -> ModelSignal {
    lift(upstream) { output in
      { event in
        if case .value(let value) = event, !shouldContinue(value) {
          output.send(.completed)
        } else {
          output.send(event)
        }
      }
    }
  }

  /// Every event until the trigger sends a value or completes, then completion; the
  /// trigger's interruption changes nothing. The trigger is observed first.
  func take(until trigger: ModelSignal, after upstream: () -> ModelSignal) -> ModelSignal {
    let node = ModelNode()
    trigger.observe { event in
      node.serially {
        if case .interrupted = event { return }
        node.output.send(.completed)
      }
    }
    upstream().observe { event in node.serially { node.output.send(event) } }
    return node.output
  }

  /// Drops the first `count` values.
  func skip(_ upstream: ModelSignal, first count: Int) -> ModelSignal {
    var skipped = 0
    return compactMap(upstream) { value in
      guard skipped >= count else {
        skipped += 1
        return nil
      }
      return value
    }
  }

  /// Drops values while they pass, then forwards every value from the first that fails.
  func skip(_ upstream: ModelSignal, while shouldSkip: @escaping (Int) -> Bool) -> ModelSignal {
    var isSkipping = true
    return compactMap(upstream) { value in
      if isSkipping && shouldSkip(value) { return nil }
      isSkipping = false
      return value
    }
  }

  /// Drops values until the trigger sends a value or completes; terminal events pass at
  /// once, before the trigger too. The trigger is observed first.
  func skip(until trigger: ModelSignal, after upstream: () -> ModelSignal) -> ModelSignal {
    let node = ModelNode()
    var isOpen = false
    trigger.observe { event in
      node.serially {
        if case .interrupted = event { return }
        isOpen = true
      }
    }
    upstream().observe { event in
      node.serially {
        if case .value = event, !isOpen { return }
        node.output.send(event)
      }
    }
    return node.output
  }

  /// A value only when it differs from the last one forwarded.
  func skipRepeats(_ upstream: ModelSignal) -> ModelSignal {
    var last: Int?
    return compactMap(upstream) { value in
      guard value != last else { return nil }
      last = value
      return value
    }
  }

  /// `collect()` (every value, on completion, even none) or `collect(count:)` (full
  /// arrays, then the rest on completion if any), each array folded.
  func collect(_ upstream: ModelSignal, count: Int?) -> ModelSignal {
    var values: [Int] = []
    return lift(upstream) { output in
      { event in
        switch event {
        case .value(let value):
          values.append(value)
          if let count, values.count == count {
            output.send(.value(Fold.array(values)))
            values = []
          }
        case .completed:
          if count == nil || !values.isEmpty { output.send(.value(Fold.array(values))) }
          output.send(.completed)
        case .failed, .interrupted:
          output.send(event)
        }
      }
    }
  }

  /// Every event as a folded value; completion after the terminal one.
  func materialize(_ upstream: ModelSignal) -> ModelSignal {
    lift(upstream) { output in
      { event in
        output.send(.value(Fold.event(event)))
        if event.isTerminating { output.send(.completed) }
      }
    }
  }

  /// `collect` with a predicate, each array folded: with `isAfter` set, an array once
  /// `shouldEmit(values, value)` holds with the value added; otherwise an array before a
  /// value for which it holds, never empty. On completion, the rest if any.
  func collect(
    _ upstream: ModelSignal, isAfter: Bool = true,
    _ shouldEmit: @escaping (_ values: [Int], _ next: Int) -> Bool
  ) -> ModelSignal {
    var values: [Int] = []
    return lift(upstream) { output in
      { event in
        switch event {
        case .value(let value):
          if isAfter { values.append(value) }
          if !values.isEmpty && shouldEmit(values, value) {
            output.send(.value(Fold.array(values)))
            values = []
          }
          if !isAfter { values.append(value) }
        case .completed:
          if !values.isEmpty { output.send(.value(Fold.array(values))) }
          output.send(.completed)
        case .failed, .interrupted:
          output.send(event)
        }
      }
    }
  }
}
