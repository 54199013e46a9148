import Signals
import Testing

/// The README's example of main-actor code observing a signal, kept compiling here.
@MainActor final class CounterLabel {
  var text = ""
  private var binding: ScopedDisposable?

  func bind(to counts: Signal<Int, Never>) {
    binding = counts.observeValues { count in
      MainActor.assumeIsolated { self.text = "\(count)" }
    }.scoped()
  }

  func unbind() {
    binding = nil
  }
}

@Suite struct MainActorObservationTests {
  @MainActor @Test func mainActorObjectUpdatesFromASignalFedOnTheMainActor() {
    let (counts, emitter) = Signal<Int, Never>.pipe()
    let label = CounterLabel()
    label.bind(to: counts)
    emitter.emit(3)
    #expect(label.text == "3")
    label.unbind()
    emitter.emit(4)
    #expect(label.text == "3")
  }
}
