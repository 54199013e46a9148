import Interactors
import Signals

extension TourSection {
  static let modelController = TourSection(
    title: "Model controller",
    explanation: """
      A ModelController holds an app's model: updateSignal sends each new model, \
      deltaSignal each (old, new) pair, and apply feeds it a signal of changes.
      """
  ) {
    struct Basket: Sendable {
      var items = 0
    }
    let controller = ModelController(model: Basket())
    controller.updateSignal.observeValues { received("update: \($0.items) items") }
    controller.deltaSignal.observeValues { received("delta: \($0.old.items) → \($0.new.items)") }

    step("controller.transform { … add one item … }")
    controller.transform { Basket(items: $0.items + 1) }
    step("controller.update(Basket(items: 10))")
    controller.update(Basket(items: 10))

    let (changes, user) = Signal<ModelController<Basket>.Change, Never>.pipe()
    controller.apply(changes)
    step("user.emit { … double the items … }   // a change sent on a signal")
    user.emit { Basket(items: $0.items * 2) }
  }
}
