import Interactors
import Observation
import Signals
import SignalsTesting
import Synchronization
import Testing

@MainActor
@Suite struct ObservableInteractorTests {
  private func loader(scheduler: SchedulerContext = .immediate) -> LoaderInteractor {
    LoaderInteractor(
      service: { SignalProducer(value: "Ada") }, scheduler: scheduler)
  }

  @Test func showsTheViewModelAndEachChangeACommandMakes() async {
    let store = ObservableInteractor(loader())
    #expect(store.viewModel.status == .initialized)
    store.send(.load)
    await MainScheduler.flush()
    #expect(store.viewModel.status == .loaded("Ada"))
  }

  @Test func aCommandReducedOnAnotherThreadIsReportedToObservationOnce() async {
    let interactor = loader()
    let store = ObservableInteractor(interactor)
    let reports = Atomic<Int>(0)
    withObservationTracking {
      _ = store.viewModel
    } onChange: {
      reports.add(1, ordering: .relaxed)
    }
    // Reduced, and its view models sent, on the detached task's thread.
    await Task.detached { interactor.send(.load) }.value
    await MainScheduler.flush()
    #expect(store.viewModel.status == .loaded("Ada"))
    #expect(reports.load(ordering: .relaxed) == 1)
  }

  @Test func effectsAreTheInteractors() async {
    let store = ObservableInteractor(loader())
    let effects = EventRecorder(store.effect)
    store.send(.load)
    store.send(.open)
    #expect(effects.values == [.open("Ada")])
  }

  @Test func theStoreOwnsTheInteractor() {
    var store: ObservableInteractor? = ObservableInteractor(loader())
    weak let interactor = store?.interactor
    store = nil
    #expect(interactor == nil)
  }

  @Test func theInteractorDoesNotKeepTheStoreAlive() {
    let interactor = loader()
    var store: ObservableInteractor? = ObservableInteractor(interactor)
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    interactor.send(.load)  // Reaches no store, and nothing fails.
    #expect(interactor.viewModel.value.status == .loaded("Ada"))
  }
}
