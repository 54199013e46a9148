import Signals
import Testing

@Suite struct AsyncWorkTests {
  @Test func aProducersWorkStartsOnTheHostWhichHearsOfItsStartAndEnd() {
    let host = RecordingHost()
    let values = Log<Int>()
    AsyncWork.$host.withValue(host) {
      _ = SignalProducer<Int, Never> { () async in
        host.log.append("work")
        return 1
      }.startWithValues { values.append($0) }
    }
    #expect(host.log.all == ["started", "job"])
    host.runJobs()
    #expect(host.log.all == ["started", "job", "work", "ended"])
    #expect(values.all == [1])
  }

  @Test func bindAsyncStartsItsTransformOnTheHost() {
    let host = RecordingHost()
    let text = ResultSignal<String, Never>()
    let hits = text.bindAsync { query async in query.count }
    AsyncWork.$host.withValue(host) { text.update(.success("four")) }
    #expect(hits.peek() == nil)
    host.runJobs()
    #expect(hits.peek() == .success(4))
    #expect(host.log.all == ["started", "job", "ended"])
  }

  @Test func outsideAHostNothingIsHosted() {
    #expect(AsyncWork.host == nil)
  }
}

/// A host that logs what Signals tells it and runs its tasks' steps only when asked.
private final class RecordingHost: AsyncWorkHost, Sendable {
  let log = Log<String>()
  private let jobs = Locked.make([UnownedJob]())

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    log.append("job")
    jobs.withLock { $0.append(job) }
  }

  func asyncWorkStarted() { log.append("started") }

  func asyncWorkEnded() { log.append("ended") }

  func runJobs() {
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
