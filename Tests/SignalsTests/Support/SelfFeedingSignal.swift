import Signals

/// A signal that forwards two others: `fed`, whose only emitter is ``feeding``, and
/// `ending`, which ``ending`` completes.
///
/// For tests of what an observer's release may do: an observer that captures the last
/// reference to ``feeding`` completes `fed` when it is released, and the signal forwards
/// that completion to itself, sending on the very signal whose observer was released.
struct SelfFeedingSignal {
  let signal: Signal<Int, Never>
  /// The only emitter of `fed`: set it to `nil` once an observer holds it.
  var feeding: Emitter<Int, Never>?
  /// Completes the signal.
  let ending: Emitter<Int, Never>

  init() {
    let (ending, endingEmitter) = Signal<Int, Never>.pipe()
    let feeding = Emitter<Int, Never>()
    let fed = feeding.signal
    signal = Signal { observer, lifetime in
      lifetime += fed.observe(observer)
      lifetime += ending.observe(observer)
    }
    self.feeding = feeding
    self.ending = endingEmitter
  }
}
