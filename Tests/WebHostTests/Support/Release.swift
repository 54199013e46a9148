/// Waits until `object()` is `nil`: whether the object was released, with `limit` as the
/// failure bound only, never as a timing.
///
/// A closed session is released by the task that served its socket, once that task has
/// returned — on a server thread, a moment after the session's end is logged and its
/// pages' lifetimes have ended. Checked at once, a loaded machine can still show it.
func released(
  within limit: Duration = .seconds(30), _ object: @Sendable () -> AnyObject?
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + limit
  while object() != nil {
    guard clock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
