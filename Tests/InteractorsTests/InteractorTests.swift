import Interactors
import Signals
import SignalsTesting
import Testing

@Suite struct InteractorTests {
  @Test func commandsAreReducedOnTheStateSchedulerAndViewModelsDeliveredOnOutput() {
    let scheduler = TestScheduler()
    let interactor = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .seconds(1), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    let viewModels = EventRecorder(interactor.viewModel.signal)
    interactor.send(.load)
    #expect(viewModels.values.isEmpty)
    scheduler.advance()
    #expect(viewModels.values.map(\.status) == [.loading])
    scheduler.advance(by: .seconds(1))
    #expect(viewModels.values.map(\.status) == [.loading, .loaded("Ada")])
    #expect(interactor.viewModel.value.status == .loaded("Ada"))
  }

  @Test func aTransitionThatLeavesTheViewModelEqualSendsNothing() {
    let interactor = LoaderInteractor(service: HangingService().request, scheduler: .immediate)
    let viewModels = EventRecorder(interactor.viewModel.signal)
    interactor.send(.open)
    interactor.send(.load)
    interactor.send(.load)
    #expect(viewModels.values.map(\.status) == [.loading])
  }

  @Test func reducerEffectsBecomeInteractorEffectsThroughToEffect() {
    let scheduler = TestScheduler()
    let interactor = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .zero, on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    let effects = EventRecorder(interactor.effect)
    interactor.send(.load)
    scheduler.run()
    #expect(effects.values.isEmpty)
    interactor.send(.open)
    scheduler.run()
    #expect(effects.values == [.open("Ada")])
  }

  @Test func aFailedRequestBecomesACommandAndTheInteractorKeepsWorking() {
    let scheduler = TestScheduler()
    let interactor = LoaderInteractor(
      service: LoaderServices.failing("offline", after: .seconds(2), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    interactor.send(.load)
    scheduler.run()
    #expect(interactor.viewModel.value.status == .failed("offline"))
    interactor.send(.load)
    scheduler.advance()
    #expect(interactor.viewModel.value.status == .loading)
  }

  @Test func effectProducersStartOnTheWorkScheduler() {
    let work = TestScheduler()
    let service = HangingService()
    let interactor = LoaderInteractor(
      service: service.request,
      scheduler: SchedulerContext(
        state: ImmediateScheduler(), output: ImmediateScheduler(), work: work))
    interactor.send(.load)
    #expect(interactor.viewModel.value.status == .loading)
    #expect(service.started == 0)
    work.advance()
    #expect(service.started == 1)
  }

  @Test func aRunningEffectProducerIsInterruptedWhenTheInteractorIsReleased() {
    let scheduler = TestScheduler()
    let service = HangingService()
    weak var released: LoaderInteractor?
    do {
      let interactor = LoaderInteractor(
        service: service.request, scheduler: SchedulerContext(testing: scheduler))
      released = interactor
      interactor.send(.load)
      scheduler.advance()
      #expect(service.started == 1)
      #expect(interactor.runningEffectCount() == 1)
    }
    #expect(released == nil)
    #expect(service.ended == 1)
  }

  @Test func aCommandSentAfterTheInteractorIsReleasedIsIgnored() {
    let scheduler = TestScheduler()
    let service = HangingService()
    var interactor: LoaderInteractor? = LoaderInteractor(
      service: service.request, scheduler: SchedulerContext(testing: scheduler))
    let sink = interactor!.commandSink
    let viewModels = EventRecorder(interactor!.viewModel.signal)
    interactor = nil
    sink.emit(.load)
    scheduler.run()
    #expect(service.started == 0)
    #expect(viewModels.values.isEmpty)
  }

  @Test func anEffectAlreadyScheduledWhenTheInteractorIsReleasedDoesNotStartItsWork() {
    let scheduler = TestScheduler()
    let service = HangingService()
    var interactor: LoaderInteractor? = LoaderInteractor(
      service: service.request, scheduler: SchedulerContext(testing: scheduler))
    interactor?.send(.load)
    interactor = nil
    scheduler.run()
    #expect(service.started == 0)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func effectProducersRunSideBySideAndAreCountedUntilTheyEnd() {
    let scheduler = TestScheduler()
    let interactor = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .seconds(1), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    interactor.send(.load)
    scheduler.advance()
    #expect(interactor.runningEffectCount() == 1)
    scheduler.advance(by: .seconds(1))
    #expect(interactor.runningEffectCount() == 0)
  }

  @Test func anInteractorOfTheReducersOwnTypesNeedsOnlyTheReducer() {
    let interactor = Interactor(
      reducer: LoaderReducer.self, initialViewModel: LoaderViewModel(), scheduler: .immediate)
    let effects = EventRecorder(interactor.effect)
    interactor.send(.loaded("Bo"))
    interactor.send(.open)
    #expect(interactor.viewModel.value == LoaderViewModel(status: .loaded("Bo"), opens: 1))
    #expect(effects.values == [.open("Bo")])
  }
}

@Suite struct InteractorLifetimeTests {
  @Test func theOutputsEndOnceTheCommandsAlreadySentAreReduced() {
    let scheduler = TestScheduler()
    var interactor: LoaderInteractor? = LoaderInteractor(
      service: HangingService().request, scheduler: SchedulerContext(testing: scheduler))
    let effects = EventRecorder(interactor!.effect)
    let viewModels = EventRecorder(interactor!.viewModel.signal)
    interactor?.send(.load)
    interactor = nil
    #expect(!effects.isTerminated)
    scheduler.run()
    #expect(effects.isInterrupted)
    #expect(viewModels.isTerminated)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func anImmediateInteractorEndsItsOutputsAtOnce() {
    var interactor: LoaderInteractor? = LoaderInteractor(
      service: HangingService().request, scheduler: .immediate)
    let effects = EventRecorder(interactor!.effect)
    interactor = nil
    #expect(effects.isInterrupted)
  }
}
