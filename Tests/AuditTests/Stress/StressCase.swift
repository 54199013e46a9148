import Foundation
import Signals
import Testing

/// A stateful operator fed by several threads at once, and what it must deliver.
struct StressCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// Builds the pipeline, has `threads` threads send `sends` values each, and checks
  /// what was delivered.
  let run: @Sendable (_ threads: Int, _ sends: Int) -> Void

  var testDescription: String { name }

  init(_ name: String, run: @escaping @Sendable (_ threads: Int, _ sends: Int) -> Void) {
    self.name = name
    self.run = run
  }

  /// A pipeline of one input that every thread sends on, which must deliver every value.
  static func everyValue(
    _ name: String,
    _ derive: @escaping @Sendable (Signal<Int, Never>) -> Signal<Int, Never>
  ) -> StressCase {
    StressCase(name) { threads, sends in
      let delivered = sendFromEveryThread(threads, sends, through: derive)
      expectEachSendersOrder(delivered, senders: threads, count: sends)
    }
  }

  /// A pipeline of one input behind a real-time scheduler, which drops values by design
  /// but must keep each thread's order.
  static func someValues(
    _ name: String,
    _ derive: @escaping @Sendable (Signal<Int, Never>) -> Signal<Int, Never>
  ) -> StressCase {
    StressCase(name) { threads, sends in
      let delivered = sendFromEveryThread(threads, sends, through: derive)
      #expect(!delivered.isEmpty)
      #expect(delivered.count <= threads * sends)
      expectIncreasingPerSender(delivered)
    }
  }

  /// Has `threads` threads send `sends` values each into one input, through `derive`,
  /// then completes it and waits for the end.
  ///
  /// - Returns: What was delivered, once checked to have been delivered serially.
  private static func sendFromEveryThread(
    _ threads: Int, _ sends: Int,
    through derive: (Signal<Int, Never>) -> Signal<Int, Never>
  ) -> [Sent] {
    let (input, emitter) = Signal<Int, Never>.pipe()
    let run = StressRun<Int>()
    run.observe(derive(input))
    onThreads(threads) { thread in
      for index in 0..<sends { emitter.emit(Sent(sender: thread, index: index).encoded) }
    }
    emitter.complete()
    run.waitForTheEnd()
    run.expectSerial()
    return run.delivered.map(Sent.init)
  }
}

/// Expects each sender's values to come in increasing order, gaps allowed.
func expectIncreasingPerSender(
  _ values: [Sent], sourceLocation: SourceLocation = #_sourceLocation
) {
  var last: [Int: Int] = [:]
  var increasing = true
  for value in values {
    if let previous = last[value.sender], previous >= value.index { increasing = false }
    last[value.sender] = value.index
  }
  #expect(increasing, sourceLocation: sourceLocation)
}
