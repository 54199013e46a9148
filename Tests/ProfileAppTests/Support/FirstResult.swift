import ProfileApp
import Signals

/// Starts `producer` and returns its result: its value, or the failure it ended with.
///
/// Bounded by the service's own timeout: every producer under test either answers, fails
/// or times out within a few seconds.
func firstResult<Value: Sendable>(
  of producer: SignalProducer<Value, ServiceError>
) async -> Result<Value, ServiceError> {
  await withCheckedContinuation { continuation in
    _ = producer.startWithResult { continuation.resume(returning: $0) }
  }
}

extension Result {
  /// The failure, or nil for a success.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
