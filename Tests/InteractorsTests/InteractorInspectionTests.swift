import Dispatch
import Interactors
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct InteractorInspectionTests {
  @Test func anInteractorIsOneGroupOfTheGraphNamedAfterItsReducer() throws {
    let inspector = Inspector()
    let interactor = inspector.record {
      Interactor(
        reducer: LoaderReducer.self, initialViewModel: LoaderViewModel(), scheduler: .immediate)
    }
    let graph = inspector.graph()
    let groups = Set(graph.nodes.compactMap(\.group))
    let group = try #require(groups.first)
    #expect(groups.count == 1)
    #expect(group.kind == .interactor)
    #expect(group.name == "LoaderReducer")
    // Its commands, its view model and its effects are all members.
    #expect(graph.nodes.allSatisfy { $0.group == group })
    #expect(graph.nodes.contains { $0.kind == .property })
    #expect(graph.nodes.count > 3)
    withExtendedLifetime(interactor) {}
  }

  /// A loader whose service answers "Ada" a second after it is asked, recorded by
  /// `inspector`.
  private static func loader(recordedBy inspector: Inspector, on scheduler: TestScheduler)
    -> LoaderInteractor
  {
    inspector.record {
      LoaderInteractor(
        service: LoaderServices.answering("Ada", after: .seconds(1), on: scheduler),
        scheduler: .immediate)
    }
  }

  @Test func anInteractorsHistoryListsItsCommandsWithTheChangesTheyMadeAndItsEffects() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(showsValues: true, clock: scheduler.clock)
    let loader = Self.loader(recordedBy: inspector, on: scheduler)
    loader.send(.load)
    let loading = try #require(inspector.interactors().first)
    scheduler.advance(by: .seconds(1))
    loader.send(.open)
    let history = try #require(inspector.interactors().first)

    #expect(loading.runningEffects == 1)
    #expect(history.runningEffects == 0)
    #expect(history.group.name == "LoaderReducer")
    #expect(history.commands.map(\.command) == ["load", "loaded(\"Ada\")", "open"])
    #expect(history.commands.map(\.sequence) == [0, 1, 2])
    #expect(history.commands.map(\.time) == [.zero, .seconds(1), .seconds(1)])
    #expect(history.commands.map(\.effect) == ["load", nil, "open"])
    #expect(
      history.commands[0].changes.contains { $0.hasPrefix("−") && $0.contains("initialized") })
    #expect(history.commands[0].changes.contains { $0.hasPrefix("+") && $0.contains("loading") })
    #expect(history.commands[0].changedLines == history.commands[0].changes.count)
    #expect(history.dropped == 0)
    withExtendedLifetime(loader) {}
  }

  @Test func withoutValuesAHistoryShowsOnlyCasesAndHowManyLinesChanged() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let loader = Self.loader(recordedBy: inspector, on: scheduler)
    loader.send(.load)
    scheduler.advance(by: .seconds(1))
    let history = try #require(inspector.interactors().first)
    #expect(history.commands.map(\.command) == ["load", "loaded"])
    #expect(history.commands.allSatisfy { $0.changes.isEmpty })
    #expect(history.commands.allSatisfy { $0.changedLines > 0 })
    withExtendedLifetime(loader) {}
  }

  @Test func aHistoryKeepsTheLatestCommandsAndCountsTheRest() throws {
    let inspector = Inspector(clock: TestScheduler().clock)
    let counter = inspector.record {
      Interactor(reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    let sent = Inspector.InteractorHistory.capacity + 50
    for _ in 0..<sent { counter.send(.increment) }
    let history = try #require(inspector.interactors().first)
    #expect(history.commands.count == Inspector.InteractorHistory.capacity)
    #expect(history.dropped == 50)
    #expect(history.commands.first?.sequence == 50)
    #expect(history.commands.last?.sequence == sent - 1)
    withExtendedLifetime(counter) {}
  }

  @Test func anInteractorsHistoryGoesWithIt() {
    let inspector = Inspector(clock: TestScheduler().clock)
    var counter: Interactor<CountingReducer.Command, Int, Never>? = inspector.record {
      Interactor(reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    counter?.send(.increment)
    #expect(inspector.interactors().count == 1)
    counter = nil
    #expect(inspector.interactors().isEmpty)
  }

  @Test func travelShowsTheViewModelAPastCommandLeftAndLiveShowsNow() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let loader = Self.loader(recordedBy: inspector, on: scheduler)
    loader.send(.load)
    scheduler.advance(by: .seconds(1))
    let id = try #require(inspector.interactors().first).id
    #expect(loader.viewModel.value.status == .loaded("Ada"))

    #expect(inspector.travel(interactor: id, to: 0))
    #expect(loader.viewModel.value.status == .loading)
    #expect(inspector.interactors().first?.shown == 0)
    #expect(inspector.travel(interactor: id, to: nil))
    #expect(loader.viewModel.value.status == .loaded("Ada"))
    #expect(inspector.interactors().first?.shown == nil)
    withExtendedLifetime(loader) {}
  }

  @Test func whileThePastIsShownTheViewsCommandsAreHeldAndReducedInOrderOnReturn() throws {
    let scheduler = TestScheduler()
    let inspector = Inspector(clock: scheduler.clock)
    let loader = Self.loader(recordedBy: inspector, on: scheduler)
    loader.send(.load)
    let id = try #require(inspector.interactors().first).id
    #expect(inspector.travel(interactor: id, to: 0))
    // The effect's answer is reduced, out of sight; the view's command is held.
    scheduler.advance(by: .seconds(1))
    loader.send(.open)
    loader.send(.open)
    #expect(inspector.interactors().first?.commands.map(\.command) == ["load", "loaded"])
    #expect(loader.viewModel.value.status == .loading)
    #expect(loader.viewModel.value.opens == 0)

    #expect(inspector.travel(interactor: id, to: nil))
    #expect(
      inspector.interactors().first?.commands.map(\.command) == [
        "load", "loaded", "open", "open",
      ])
    #expect(loader.viewModel.value.status == .loaded("Ada"))
    #expect(loader.viewModel.value.opens == 2)
    withExtendedLifetime(loader) {}
  }

  @Test func travelToACommandNoLongerKeptOrAnInteractorGoneChangesNothing() throws {
    let inspector = Inspector(clock: TestScheduler().clock)
    var counter: Interactor<CountingReducer.Command, Int, Never>? = inspector.record {
      Interactor(reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    for _ in 0..<(Inspector.InteractorHistory.capacity + 1) { counter?.send(.increment) }
    let id = try #require(inspector.interactors().first).id
    #expect(!inspector.travel(interactor: id, to: 0))
    #expect(counter?.viewModel.value == Inspector.InteractorHistory.capacity + 1)
    #expect(inspector.travel(interactor: id, to: 1))
    #expect(counter?.viewModel.value == 2)
    #expect(!inspector.travel(interactor: id + 1_000, to: 1))
    counter = nil
    #expect(!inspector.travel(interactor: id, to: nil))
  }

  @Test func anInteractorShowingThePastIsReleasedWithNothingLeftAlive() {
    let inspector = Inspector(clock: TestScheduler().clock)
    weak var released: Interactor<CountingReducer.Command, Int, Never>?
    do {
      let counter = inspector.record {
        Interactor(reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
      }
      counter.send(.increment)
      counter.send(.increment)
      inspector.travel(interactor: inspector.interactors()[0].id, to: 0)
      counter.send(.increment)  // held
      released = counter
    }
    #expect(released == nil)
    #expect(inspector.interactors().isEmpty)
  }

  @Test(.cpuBound) func commandsFromManyThreadsWhileTheInspectorTravelsAreEachReducedOnce() {
    let inspector = Inspector()
    let counter = inspector.record {
      Interactor(reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    counter.send(.increment)
    let id = inspector.interactors()[0].id
    // Four threads send 500 commands each while a fifth goes back and forth in time.
    DispatchQueue.concurrentPerform(iterations: 5) { index in
      if index == 4 {
        for round in 0..<200 {
          inspector.travel(interactor: id, to: round.isMultiple(of: 2) ? 0 : nil)
        }
      } else {
        for _ in 0..<500 { counter.send(.increment) }
      }
    }
    inspector.travel(interactor: id, to: nil)
    #expect(counter.viewModel.value == 2_001)
    let history = inspector.interactors()[0]
    #expect(history.dropped + history.commands.count == 2_001)
    #expect(history.shown == nil)
  }

  @Test func anInteractorMadeWithNoInspectorRecordingHasNoHistory() {
    let inspector = Inspector()
    let counter = Interactor(
      reducer: CountingReducer.self, initialViewModel: 0, scheduler: .immediate)
    counter.send(.increment)
    #expect(inspector.interactors().isEmpty)
    #expect(counter.viewModel.value == 1)
  }
}

/// Counts its commands.
private enum CountingReducer: Reducer {
  typealias ViewModel = Int
  enum Command: Sendable { case increment }
  typealias Effect = Never

  static func reduce(state: State, command: Command) -> State {
    State(viewModel: state.viewModel + 1)
  }
}
