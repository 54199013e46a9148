/// The end of a started producer's run, seen by the operators of its chain without the
/// run's value types; disposing it interrupts the run.
@usableFromInline
protocol ProducerRunEnding: AnyObject, Disposable {
  /// Ends the run without delivering anything more (see ``ProducerRun/endQuietly()``).
  func endQuietly()

  /// Makes the object that keeps an inspector's node of a stage of this run alive as long
  /// as the run (see ``RunNode``); called only while an inspector records.
  func makeInspectionNode() -> RunNode
}

extension ProducerRun: ProducerRunEnding {}

/// Keeps the output of one operator of a started producer chain to the event grammar.
///
/// On a signal, an operator sends into a derived signal, which drops whatever follows a
/// terminal event. A producer chain has no signal between its operators, so each
/// operator's output passes a gate instead: it forwards events until the first terminal
/// one, and then ends the run, so that the source stops and no operator upstream sends
/// again. Events reach a gate serially — from the run's delivery — so its flag needs no
/// lock.
@usableFromInline
final class ProducerGate<Value: Sendable, Failure: Error> {
  @usableFromInline let downstream: Signal<Value, Failure>.Observer
  @usableFromInline let run: any ProducerRunEnding
  @exclusivity(unchecked) @usableFromInline var isClosed = false

  @inlinable
  init(downstream: Signal<Value, Failure>.Observer, run: any ProducerRunEnding) {
    self.downstream = downstream
    self.run = run
  }

  @inlinable
  func send(_ event: Signal<Value, Failure>.Event) {
    guard !isClosed else { return }
    guard event.isTerminating else { return downstream.send(event) }
    isClosed = true
    downstream.send(event)
    run.endQuietly()
  }
}

// Safe: every event reaches a gate from its run's serial delivery (see above).
extension ProducerGate: @unchecked Sendable {}
