import Foundation
import Signals
import Synchronization
import Testing

extension StressCase {
  /// Every thread updates the root; the callback `bind` answers each result at once.
  static let resultBind = StressCase("ResultSignal.bind answering by callback") {
    threads, sends in
    let root = ResultSignal<Int, AuditError>()
    let derived = root.bind { value, answer in answer(.success(value)) }
    let run = StressRun<Int>()
    derived.subscribe { result in
      if case .success(let value) = result { run.record(value) }
    }
    onThreads(threads) { thread in
      for index in 0..<sends { root.update(.success(Sent(sender: thread, index: index).encoded)) }
    }
    run.expectSerial(terminalCount: 0)
    expectEachSendersOrder(run.delivered.map(Sent.init), senders: threads, count: sends)
  }

  /// Every thread updates the root; `bindAsync` answers in tasks, each result voiding the
  /// answers to earlier ones, so only some arrive — in order, the last one surely.
  static let resultBindAsync = StressCase("ResultSignal.bindAsync") { threads, sends in
    let root = ResultSignal<Int, AuditError>()
    let derived = root.bindAsync { value throws(AuditError) in value }
    let run = StressRun<Int>()
    let last = -1
    let answeredLast = DispatchSemaphore(value: 0)
    derived.subscribe { result in
      guard case .success(let value) = result else { return }
      if value == last { answeredLast.signal() } else { run.record(value) }
    }
    onThreads(threads) { thread in
      for index in 0..<sends { root.update(.success(Sent(sender: thread, index: index).encoded)) }
    }
    root.update(.success(last))
    #expect(answeredLast.wait(timeout: .now() + .seconds(60)) == .success)
    run.expectSerial(terminalCount: 0)
    expectIncreasingPerSender(run.delivered.map(Sent.init))
    withExtendedLifetime(derived) {}
  }
}
