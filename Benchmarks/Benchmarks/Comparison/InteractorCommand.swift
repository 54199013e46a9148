import Benchmark
import Interactors
import OpenCombine
import Signals

/// S13: one command through an interactor to a new view model, with a trivial reducer;
/// per command, on the immediate context, so the figure is the architecture's own cost.
///
/// OpenCombine runs the same pipeline by hand: a subject of commands, `scan` over the
/// reducer, the view model without repeats, a sink. The reference calls the reducer and
/// the observer directly.
func interactorCommand() {
  scenario(
    "S13 interactor",
    [
      .signals: { benchmark in
        let sink = Sink()
        let interactor = Interactor(
          reducer: Counter.self, initialViewModel: 0, scheduler: .immediate)
        let observation = interactor.viewModel.signal.observeValues { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { interactor.send(value) }
        benchmark.stopMeasurement()
        observation.dispose()
        blackHole(sink.total)
      },
      .openCombine: { benchmark in
        let sink = Sink()
        let commands = PassthroughSubject<Int, Never>()
        let cancellable =
          commands
          .scan(Counter.State(viewModel: 0)) { Counter.reduce(state: $0, command: $1) }
          .map(\.viewModel)
          .removeDuplicates()
          .sink { sink.add($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { commands.send(value) }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sink.total)
      },
      .reference: { benchmark in
        let sink = Sink()
        var state = Counter.State(viewModel: 0)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          let next = Counter.reduce(state: state, command: value)
          if next.viewModel != state.viewModel { sink.add(next.viewModel) }
          state = next
        }
        benchmark.stopMeasurement()
        blackHole(sink.total)
      },
    ])
}

/// A reducer that adds each command to the count.
enum Counter: Reducer {
  typealias ViewModel = Int
  typealias Effect = Never

  static func reduce(state: State, command: Int) -> State {
    State(viewModel: state.viewModel &+ command &+ 1)
  }
}
