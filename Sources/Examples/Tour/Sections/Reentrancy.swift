import Signals

extension TourSection {
  static let reentrancy = TourSection(
    title: "Reentrancy",
    explanation: """
      An observer may send on its own signal. The nested value does not jump the queue: \
      it is delivered, on the same thread, once the current value reached every observer.
      """
  ) {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    // Weak: an observer holding its own signal's emitter is a cycle that keeps both alive.
    signal.observeValues { [weak emitter] value in
      received("first observer got \(value)")
      if value == 1 {
        received("first observer sends 2")
        emitter?.emit(2)
      }
    }
    signal.observeValues { received("second observer got \($0)") }

    step("emitter.emit(1)   // the second observer gets 1 before anyone gets 2")
    emitter.emit(1)
  }
}
