import Dispatch
import Interactors
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ModelControllerTests {
  @Test func updateSendsTheNewModelAndTheDelta() {
    let controller = ModelController(model: "a")
    let updates = EventRecorder(controller.updateSignal)
    let deltas = EventRecorder(controller.deltaSignal.map { [$0.old, $0.new] })
    controller.update("b")
    controller.update("c")
    #expect(controller.model == "c")
    #expect(updates.values == ["b", "c"])
    #expect(deltas.values == [["a", "b"], ["b", "c"]])
  }

  @Test func transformAppliesItsChangeToTheCurrentModel() {
    let controller = ModelController(model: 1)
    let deltas = EventRecorder(controller.deltaSignal.map { [$0.old, $0.new] })
    controller.transform { $0 * 10 }
    #expect(controller.model == 10)
    #expect(deltas.values == [[1, 10]])
  }

  @Test func notifyResendsTheCurrentModelWithoutADelta() {
    let controller = ModelController(model: 7)
    let updates = EventRecorder(controller.updateSignal)
    let deltas = EventRecorder(controller.deltaSignal.map { [$0.old, $0.new] })
    controller.notify()
    controller.update(8)
    controller.notify()
    #expect(updates.values == [7, 8, 8])
    #expect(deltas.values == [[7, 8]])
  }

  @Test func propertyStartsFromTheCurrentModelAndFollowsIt() {
    let controller = ModelController(model: 1)
    controller.update(2)
    let recorder = EventRecorder<Int, Never>()
    controller.property.observeValues { recorder.observer.emit($0) }
    controller.update(3)
    #expect(recorder.values == [2, 3])
    #expect(controller.property.value == 3)
  }

  @Test func applyTakesEveryChangeUntilDisposed() {
    let controller = ModelController(model: 0)
    let (changes, emitter) = Signal<ModelController<Int>.Change, Never>.pipe()
    let application = controller.apply(changes)
    emitter.emit { $0 + 1 }
    emitter.emit { $0 * 5 }
    application.dispose()
    emitter.emit { $0 + 100 }
    #expect(controller.model == 5)
  }

  @Test func aChangeMadeByAnObserverIsDeliveredAfterTheCurrentOne() {
    let controller = ModelController(model: 0)
    let log = EventRecorder<String, Never>()
    let reacting = controller.deltaSignal.observeValues { delta in
      log.observer.emit("a \(delta.old)→\(delta.new)")
      if delta.new == 1 { controller.update(2) }
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    controller.deltaSignal.observeValues { log.observer.emit("b \($0.old)→\($0.new)") }
    controller.update(1)
    #expect(log.values == ["a 0→1", "b 0→1", "a 1→2", "b 1→2"])
  }

  @Test(.cpuBound) func concurrentChangesFormOneUnbrokenHistory() {
    let controller = ModelController(model: 0)
    let deltas = EventRecorder(controller.deltaSignal.map { [$0.old, $0.new] })
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<1_000 { controller.transform { $0 + 1 } }
    }
    #expect(controller.model == 4_000)
    #expect(deltas.values == (0..<4_000).map { [$0, $0 + 1] })
  }

  @Test func releasingTheControllerCompletesItsSignals() {
    var controller: ModelController<Int>? = ModelController(model: 0)
    let updates = EventRecorder(controller!.updateSignal)
    let deltas = EventRecorder(controller!.deltaSignal)
    controller = nil
    #expect(updates.isCompleted)
    #expect(deltas.isCompleted)
  }
}
