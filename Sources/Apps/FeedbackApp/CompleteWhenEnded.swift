import Signals

extension Emitter {
  /// Completes the signal when `lifetime` ends, such as when the page sending on it goes.
  ///
  /// A page object's signals must complete, not be interrupted, when its page goes away:
  /// `flatMap` goes on after an inner signal completes but ends when one is interrupted,
  /// and an emitter released without ending its signal interrupts it.
  func complete(when lifetime: Lifetime) {
    lifetime.observeEnded { [self] in self.complete() }
  }
}
