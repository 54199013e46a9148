import Signals

/// Forwards `signal` through a `map` that keeps `canary` alive as long as it is observed.
func holding<Value, Failure>(
  _ canary: Canary, _ signal: Signal<Value, Failure>
) -> Signal<Value, Failure> {
  signal.map { value in withExtendedLifetime(canary) { value } }
}
