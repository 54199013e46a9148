import Signals

extension TourSection {
  static let lifetimes = TourSection(
    title: "Lifetimes",
    explanation: """
      take(during: lifetime) ends an observation when its owner goes away: the owner keeps \
      the Lifetime.Token, and releasing the owner ends the Lifetime.
      """
  ) {
    /// An owner of observations, such as a screen.
    final class Label {
      let lifetime: Lifetime
      private let token: Lifetime.Token

      init(showing texts: Signal<String, Never>) {
        (lifetime, token) = Lifetime.make()
        texts.take(during: lifetime).observeValues { received("label shows \($0)") }
        lifetime.observeEnded { received("the label's lifetime ended") }
      }
    }

    let (texts, emitter) = Signal<String, Never>.pipe()
    var label: Label? = Label(showing: texts)
    step(#"emitter.emit("first")"#)
    emitter.emit("first")
    step("label = nil")
    label = nil
    step(#"emitter.emit("second")   // nobody shows it"#)
    emitter.emit("second")
    _ = label
  }
}
