import Signals

/// Forwards `signal` and runs `action` when the forwarding ends.
///
/// The copy's lifetime ends when it terminates, or when nobody references or observes it
/// any more: passed straight to an operator, it proves the operator released its input.
func tracked<Value, Failure>(
  _ signal: Signal<Value, Failure>, whenReleased action: @escaping @Sendable () -> Void
) -> Signal<Value, Failure> {
  Signal { observer, lifetime in
    lifetime += signal.observe(observer)
    lifetime.observeEnded(action)
  }
}

/// Forwards `signal`, counting in `releases` when the forwarding ends.
func tracked<Value, Failure>(
  _ signal: Signal<Value, Failure>, releases: Counter
) -> Signal<Value, Failure> {
  tracked(signal) { releases.increment() }
}

/// Forwards `signal`, retaining `object` until the forwarding ends: a released `object`
/// proves that whoever observed the signal disposed the observation and dropped it.
func tracked<Value, Failure>(
  _ signal: Signal<Value, Failure>, retaining object: (some Sendable & AnyObject)?
) -> Signal<Value, Failure> {
  tracked(signal) { withExtendedLifetime(object) {} }
}
