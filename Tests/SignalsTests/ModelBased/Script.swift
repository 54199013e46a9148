/// One step of a script: what the test does to the pipeline's inputs, in order.
///
/// Pipes 0 and 1 feed the pipeline; pipes 2 and 3 are the inner signals of `flatMap`;
/// pipe 4, ``Step/triggerPipe``, is the trigger of `take(until:)` and `skip(until:)` and
/// cannot fail.
indirect enum Step: Sendable, Equatable {
  case emit(pipe: Int, Int)
  case fail(pipe: Int, code: Int)
  case complete(pipe: Int)
  case interrupt(pipe: Int)
  /// Advances the scheduler's virtual time by whole seconds.
  case advance(seconds: Int)
  /// Disposes the observation of the pipeline's output.
  case dispose
  /// Ends the lifetime of `take(during:)` (releases its token).
  case endLifetime
  /// Arms `step` to run from inside the output's observer, when it next receives a value:
  /// a reentrant send, or a disposal during a delivery.
  case onNextValue(Step)

  static let triggerPipe = 4
  static let pipeCount = 5

  /// A random step; `nested` is set for the step an ``onNextValue(_:)`` arms.
  static func random(nested: Bool = false, using rng: inout some RandomNumberGenerator) -> Step {
    func pipe() -> Int {
      // Sources most often, then the inner pipes, then the trigger.
      [0, 0, 0, 1, 1, 2, 2, 3, 4].randomElement(using: &rng)!
    }
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<53: return .emit(pipe: pipe(), Int.random(in: 0...9, using: &rng))
    case 53..<55: return .endLifetime
    case 55..<60:
      let pipe = Int.random(in: 0...3, using: &rng)
      return .fail(pipe: pipe, code: Int.random(in: 1...3, using: &rng))
    case 60..<68: return .complete(pipe: pipe())
    case 68..<71: return .interrupt(pipe: pipe())
    case 71..<86 where !nested: return .advance(seconds: Int.random(in: 1...3, using: &rng))
    case 86..<88: return .dispose
    case 88..<100 where !nested: return .onNextValue(random(nested: true, using: &rng))
    default: return .emit(pipe: pipe(), Int.random(in: 0...9, using: &rng))
    }
  }

  /// Simpler steps to try in this one's place when a script fails.
  var shrinkCandidates: [Step] {
    switch self {
    case .onNextValue(let step): [step]
    case .emit(let pipe, let value) where value > 0: [.emit(pipe: pipe, 0)]
    case .advance(let seconds) where seconds > 1: [.advance(seconds: 1)]
    default: []
    }
  }
}

extension Step: CustomStringConvertible {
  var description: String {
    func name(_ pipe: Int) -> String { pipe == Step.triggerPipe ? "trigger" : "pipe\(pipe)" }
    return switch self {
    case .emit(let pipe, let value): "\(name(pipe)).emit(\(value))"
    case .fail(let pipe, let code): "\(name(pipe)).fail(\(code))"
    case .complete(let pipe): "\(name(pipe)).complete()"
    case .interrupt(let pipe): "\(name(pipe)).interrupt()"
    case .advance(let seconds): "advance(\(seconds)s)"
    case .dispose: "dispose()"
    case .endLifetime: "endLifetime()"
    case .onNextValue(let step): "onNextValue { \(step) }"
    }
  }
}
