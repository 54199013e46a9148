import Signals
import Testing

@MainActor
final class MainActorLabel {
  var texts: [String] = [] {
    didSet { resumeWaiterIfDone() }
  }
  private var binding: ScopedDisposable?
  private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  /// Returns once the label has shown `count` texts: resumed by the text that makes them
  /// so, never by checking again and again.
  func waitForTexts(count: Int) async {
    await withCheckedContinuation { continuation in
      waiter = (count, continuation)
      resumeWaiterIfDone()
    }
  }

  private func resumeWaiterIfDone() {
    guard let waiter, texts.count >= waiter.count else { return }
    self.waiter = nil
    waiter.continuation.resume()
  }

  func bind(to counts: Signal<Int, Never>) {
    binding = counts.observeValues(on: .orderedApart()) { count in
      self.texts.append("\(count)")
    }.scoped()
  }

  func unbind() {
    binding = nil
  }
}

@Suite struct MainActorObservationTests {
  @MainActor @Test func aValueSentOnTheMainActorIsDeliveredAtOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let label = MainActorLabel()
    label.bind(to: signal)
    emitter.emit(1)
    #expect(label.texts == ["1"])
    label.unbind()
    emitter.emit(2)
    #expect(label.texts == ["1"])
  }

  @MainActor @Test(.timeLimit(.minutes(1)))
  func valuesSentFromOtherThreadsArriveOnTheMainActorInOrder() async {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let label = MainActorLabel()
    label.bind(to: signal)
    await Task.detached {
      for value in 1...20 { emitter.emit(value) }
    }.value
    await label.waitForTexts(count: 20)
    #expect(label.texts == (1...20).map { "\($0)" })
  }

  @MainActor @Test func aProducersValuesAreObservedOnTheMainActor() async {
    let label = MainActorLabel()
    var seen: [Int] = []
    SignalProducer(values: [1, 2]).startWithValues(on: .orderedApart()) { value in
      seen.append(value)
      label.texts.append("\(value)")
    }
    #expect(seen == [1, 2])
    #expect(label.texts == ["1", "2"])
  }
}
