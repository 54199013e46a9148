import Signals

/// Forwards `signal`, counting in `releases` when the forwarding ends.
///
/// The copy's lifetime ends when it terminates, or when nobody references or observes it
/// any more: passed straight to an operator, it proves the operator released its input.
func tracked<Value, Failure>(
  _ signal: Signal<Value, Failure>, releases: Counter
) -> Signal<Value, Failure> {
  Signal { observer, lifetime in
    lifetime += signal.observe(observer)
    lifetime.observeEnded { releases.increment() }
  }
}

/// Forwards `signal` through a `map` that keeps `canary` alive as long as it is observed.
func holding<Value, Failure>(
  _ canary: Canary, _ signal: Signal<Value, Failure>
) -> Signal<Value, Failure> {
  signal.map { value in withExtendedLifetime(canary) { value } }
}
