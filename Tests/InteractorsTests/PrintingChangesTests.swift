import Interactors
import Signals
import Testing

/// One test at a time changes `PrintedChanges.output`, a process-wide setting.
@Suite(.serialized) struct PrintingChangesTests {
  /// Runs `body` with the printed changes kept, and returns them.
  private static func printed(_ body: () -> Void) -> [String] {
    let kept = Locked<[String]>.make([])
    let previous = PrintedChanges.output
    PrintedChanges.output = { text in kept.withLock { $0.append(text) } }
    defer { PrintedChanges.output = previous }
    body()
    return kept.withLock { $0 }
  }

  @Test func eachCommandIsPrintedWithTheChangeItMadeInTheOrderReduced() {
    let lines = Self.printed {
      let loader = Interactor(
        reducer: LoaderReducer.printingChanges, initialViewModel: LoaderViewModel(),
        scheduler: .immediate, toSignalProducer: { _ in .empty })
      loader.send(.load)
      loader.send(.loaded("Ada"))
      loader.send(.loaded("Ada"))
      withExtendedLifetime(loader) {}
    }
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("LoaderReducer received load\n") == true)
    #expect(lines.first?.contains("− ") == true)
    #expect(lines.first?.contains("+ ") == true)
    #expect(lines.first?.hasSuffix("  effect: load") == true)
    #expect(lines.dropFirst().first?.contains("+     - loaded: \"Ada\"") == true)
    #expect(
      lines.last == "LoaderReducer received loaded(\"Ada\")\n  (the view model did not change)")
  }

  @Test func theInteractorBehavesAsWithItsOwnReducer() {
    var viewModels: [LoaderViewModel] = []
    _ = Self.printed {
      let plain = Interactor(
        reducer: LoaderReducer.self, initialViewModel: LoaderViewModel(), scheduler: .immediate)
      let printing = Interactor(
        reducer: LoaderReducer.printingChanges, initialViewModel: LoaderViewModel(),
        scheduler: .immediate)
      for command in [LoaderReducer.Command.load, .loaded("Ada"), .open] {
        plain.send(command)
        printing.send(command)
        #expect(plain.viewModel.value == printing.viewModel.value)
        viewModels.append(printing.viewModel.value)
      }
    }
    #expect(viewModels.last?.opens == 1)
  }
}
