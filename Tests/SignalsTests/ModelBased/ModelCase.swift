import PropertyBased

/// One case of the model-based tests: a pipeline and the script played on its inputs.
struct ModelCase: Sendable, Equatable {
  var pipeline: Pipeline
  var script: [Step]
  /// Whether the pipeline is built of `SignalProducer`s over runs of the pipes, and
  /// started once, rather than of the signals themselves.
  var isProducer = false
  /// How many observers the output has (or runs of it are started), 1 or 2: with two, a
  /// reentrant send from the first must wait until the second has the current event.
  var observerCount = 1

  /// After the script, virtual time runs on by this much, so that what a timed operator
  /// still holds comes out.
  static let finalAdvance = 100

  static func random(using rng: inout some RandomNumberGenerator) -> ModelCase {
    let pipeline = Pipeline.random(depth: Int.random(in: 1...3, using: &rng), using: &rng)
    let count = Int.random(in: 0...14, using: &rng)
    let script = (0..<count).map { _ in Step.random(using: &rng) }
    return ModelCase(
      pipeline: pipeline, script: script, isProducer: Bool.random(using: &rng),
      observerCount: Int.random(in: 1...2, using: &rng))
  }

  /// Smaller cases to try when this one fails: shorter scripts first (halves, then one
  /// step less), then a smaller pipeline, then simpler steps.
  var shrinkCandidates: [ModelCase] {
    var candidates: [ModelCase] = []
    if observerCount > 1 {
      var single = self
      single.observerCount = 1
      candidates.append(single)
    }
    if isProducer {
      var signal = self
      signal.isProducer = false
      candidates.append(signal)
    }
    if script.count > 1 {
      candidates.append(
        with(script: Array(script.prefix(script.count / 2))))
      candidates.append(
        with(script: Array(script.dropFirst(script.count / 2))))
    }
    for index in script.indices {
      var shorter = script
      shorter.remove(at: index)
      candidates.append(with(script: shorter))
    }
    for smaller in pipeline.shrinkCandidates {
      var new = self
      new.pipeline = smaller
      candidates.append(new)
    }
    for (index, step) in script.enumerated() {
      for simpler in step.shrinkCandidates {
        var new = script
        new[index] = simpler
        candidates.append(with(script: new))
      }
    }
    return candidates
  }

  private func with(script: [Step]) -> ModelCase {
    var new = self
    new.script = script
    return new
  }

  /// Random cases, and their shrinking, for `propertyCheck`.
  ///
  /// The property checker's generator seeds a generator of our own, so that a case is a
  /// function of the seed the checker reports, whatever its generator's type.
  static let generator = Generator<ModelCase, [ModelCase]>(
    run: { rng in
      var seeded = SplitMix64(seed: rng.next())
      return ModelCase.random(using: &seeded)
    },
    shrink: { $0.shrinkCandidates })
}

extension ModelCase: CustomStringConvertible {
  var description: String {
    "\(isProducer ? "producer" : "signal") pipeline, \(observerCount) observer(s): \(pipeline)\nscript: \(script.map(\.description).joined(separator: "; "))"
  }
}

/// SplitMix64, a small generator whose whole sequence follows from one 64-bit seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
