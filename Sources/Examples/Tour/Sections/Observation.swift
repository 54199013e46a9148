import Signals

extension TourSection {
  static let observation = TourSection(
    title: "Observation",
    explanation: """
      A signal delivers each value to every observer, then at most one terminal event; \
      nothing after it. onReception § eachTime § and § once § read as they sound.
      """
  ) {
    let (greetings, emitter) = Signal<String, Never>.pipe()
    greetings.observeValues { received("observeValues: \($0)") }
    greetings.onReception § eachTime § { received("eachTime: \($0)") }
    greetings.onReception § once § { received("once: \($0)") }
    greetings.observeCompleted { received("completed") }

    step(#"emitter.emit("hello")"#)
    emitter.emit("hello")
    step(#"emitter.emit("again")   // once is done"#)
    emitter.emit("again")
    step("emitter.complete()")
    emitter.complete()
    step(#"emitter.emit("too late")   // ignored: the signal has completed"#)
    emitter.emit("too late")
  }
}
