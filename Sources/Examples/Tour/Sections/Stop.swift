import Signals

extension TourSection {
  static let stop = TourSection(
    title: ".stop",
    explanation: """
      An onReception observer returns .continue or .stop. .stop ends that observation at \
      once: it sees no other value, not even one already queued while it ran.
      """
  ) {
    let (numbers, emitter) = Signal<Int, Never>.pipe()
    numbers.onReception { number in
      received("got \(number)")
      guard number == 2 else { return .continue }
      received("sends 3 from inside the delivery, then returns .stop")
      emitter.emit(3)
      return .stop
    }
    numbers.observeValues { received("another observer got \($0)") }

    step("emitter.emit(1)")
    emitter.emit(1)
    step("emitter.emit(2)")
    emitter.emit(2)
    step("emitter.emit(4)   // only the other observer is left")
    emitter.emit(4)
  }
}
