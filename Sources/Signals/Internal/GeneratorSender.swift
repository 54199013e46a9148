/// What a custom signal's generator observer sends through: when the last copy of that
/// observer goes, the signal can never send again, so it is interrupted, as a signal whose
/// ``Emitter`` is released is.
@usableFromInline
final class GeneratorSender<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline let core: SignalCore<Value, Failure>

  @inlinable
  init(core: SignalCore<Value, Failure>) {
    self.core = core
  }

  deinit {
    // Borrowed: the sender holds the core until this returns.
    Unmanaged.passUnretained(core)._withUnsafeGuaranteedRef {
      $0.performUnlessFinished(.interrupt)
    }
  }
}
