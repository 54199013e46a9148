import Dispatch
import Signals

extension MainScheduler {
  /// Returns once every action already waiting on the main queue has run.
  ///
  /// A main-actor test changes a model, flushes, then asserts what the change caused on
  /// the main actor — a value mirrored by an `ObservableProperty`, a read of
  /// `Property(observing:_:)` — with no sleep and no polling: the main queue runs its
  /// actions in order, and this returns behind the ones waiting when it is called.
  ///
  /// ```swift
  /// @MainActor @Test func mirrorsAChangeFromAnotherThread() async {
  ///   let count = MutableProperty(1)
  ///   let mirror = ObservableProperty(Property(count))
  ///   await Task.detached { count.value = 2 }.value
  ///   await MainScheduler.flush()
  ///   #expect(mirror.value == 2)
  /// }
  /// ```
  ///
  /// > Note: An action scheduled after this is called — by one of the actions it waits
  /// > for — may still be waiting when it returns: flush again to let it run.
  @MainActor
  public static func flush() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
