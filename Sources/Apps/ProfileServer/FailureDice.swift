/// Decides which answers of the embedded server fail, from a seed, so that a test of
/// failures sees the same answers fail on every run.
///
/// A SplitMix64 generator: small, fast and good enough to spread failures evenly; it is
/// not meant for anything secret.
struct FailureDice: Sendable {
  private var state: UInt64
  private let rate: Double

  /// Creates dice that come up "fail" with probability `rate`, clamped to `0...1`.
  init(rate: Double, seed: UInt64) {
    self.rate = rate.isNaN ? 0 : min(max(rate, 0), 1)
    self.state = seed
  }

  /// Rolls once: whether the next answer fails. A rate of 1 always fails, 0 never does.
  mutating func roll() -> Bool {
    // Always advanced, so that the failures of a run depend on the seed and the number
    // of requests only.
    let sample = Double(next() >> 11) / Double(UInt64(1) << 53)
    return sample < rate
  }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
