import Signals
import SignalsTesting
import Testing

@Suite struct ObserveTests {
  @Test func observeResultReportsValuesAsSuccessesAndTheFailure() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let results = Log<Result<Int, TestError>>()
    signal.observeResult { results.append($0) }
    emitter.emit(1)
    emitter.fail(TestError(code: 2))
    #expect(results.all == [.success(1), .failure(TestError(code: 2))])
  }

  @Test func observeResultReportsNothingForCompletion() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let results = Log<Result<Int, TestError>>()
    signal.observeResult { results.append($0) }
    emitter.complete()
    #expect(results.all.isEmpty)
  }

  @Test func observeResultReportsNothingForInterruption() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let results = Log<Result<Int, TestError>>()
    signal.observeResult { results.append($0) }
    emitter.emit(1)
    emitter.interrupt()
    #expect(results.all == [.success(1)])
  }

  @Test func disposingTheObservationEndsTheResults() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let results = Log<Result<Int, TestError>>()
    let observation = signal.observeResult { results.append($0) }
    emitter.emit(1)
    observation.dispose()
    emitter.emit(2)
    emitter.fail(TestError())
    #expect(results.all == [.success(1)])
  }
}
