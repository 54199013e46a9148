import Foundation
import PropertyBased
import Testing

/// How many model-based cases run, and which seed replays one, from the environment.
///
/// - `SIGNALS_MODEL_CASES`: the number of random cases, 10,000 by default: about 1 s in a
///   debug build and 5 s under ThreadSanitizer, so CI runs them all there too.
/// - `SIGNALS_MODEL_SEED`: the seed a failure reported, as printed in its
///   "Add `.fixedSeed("…")`" hint; that one case runs again, and shrinks again.
enum ModelBasedConfiguration {
  static var caseCount: Int {
    ProcessInfo.processInfo.environment["SIGNALS_MODEL_CASES"].flatMap { Int($0) } ?? 10_000
  }

  /// The fixed seed of `SIGNALS_MODEL_SEED`, or a trait that changes nothing.
  static var replayTrait: any TestTrait {
    guard let text = ProcessInfo.processInfo.environment["SIGNALS_MODEL_SEED"] else {
      return .enabled(if: true)
    }
    // The hint quotes the seed and wraps it in parentheses: either form is accepted.
    let seed = text.trimmingCharacters(in: CharacterSet(charactersIn: "()\" "))
    guard let generator = Xoshiro(seed: seed) else {
      return .enabled(if: false, "SIGNALS_MODEL_SEED is not a seed of swift-property-based")
    }
    let state = generator.currentState
    return .fixedSeed(state.0, state.1, state.2, state.3)
  }
}
