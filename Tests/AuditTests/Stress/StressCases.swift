import Foundation
import Signals
import Testing

extension StressCase {
  /// Every stateful operator, under several sending threads.
  static let all: [StressCase] =
    flattening + [
      .everyValue("observe(on: QueueScheduler)") { $0.observe(on: QueueScheduler()) },
      .someValues("debounce on a QueueScheduler") {
        $0.debounce(.microseconds(50), on: QueueScheduler())
      },
      .someValues("throttle on a QueueScheduler") {
        $0.throttle(.microseconds(50), on: QueueScheduler())
      },
      merge, combineLatest, zip, takeUntil, resultBind, resultBindAsync,
    ]

  /// Each thread sends one-value producers on the outer signal.
  static let flattening: [StressCase] =
    [
      ("merge", FlattenStrategy.merge), ("concat", .concat), ("latest", .latest),
      ("concurrent(limit: 2)", .concurrent(limit: 2)),
    ].map { name, strategy in
      .everyValue("flatMap(.\(name))") { outer in
        outer.flatMap(strategy) { SignalProducer<Int, Never>(value: $0) }
      }
    } + [
      StressCase("flatMap(.race)") { threads, sends in
        let (outer, emitter) = Signal<Int, Never>.pipe()
        let run = StressRun<Int>()
        run.observe(outer.flatMap(.race) { SignalProducer<Int, Never>(value: $0) })
        onThreads(threads) { thread in
          for index in 0..<sends { emitter.emit(Sent(sender: thread, index: index).encoded) }
        }
        emitter.complete()
        run.waitForTheEnd()
        run.expectSerial()
        // The first inner producer wins; every later outer value is ignored.
        #expect(run.delivered.count == 1)
      },
      // An outer value queued behind a running inner producer's completion is dropped,
      // so some values are, but never out of a sender's order.
      .someValues("flatMap(.throttle)") { outer in
        outer.flatMap(.throttle) { SignalProducer<Int, Never>(value: $0) }
      },
    ]

  /// One input per thread, merged.
  static let merge = StressCase("merge") { threads, sends in
    let pipes = (0..<threads).map { _ in Signal<Int, Never>.pipe() }
    let run = StressRun<Int>()
    run.observe(Signal.merge(pipes.map(\.signal)))
    onThreads(threads) { thread in
      for index in 0..<sends {
        pipes[thread].emitter.emit(Sent(sender: thread, index: index).encoded)
      }
    }
    for pipe in pipes { pipe.emitter.complete() }
    run.waitForTheEnd()
    run.expectSerial()
    expectEachSendersOrder(run.delivered.map(Sent.init), senders: threads, count: sends)
  }

  /// One input per thread, each first given a value so that every send combines.
  static let combineLatest = StressCase("combineLatest") { threads, sends in
    let pipes = (0..<threads).map { _ in Signal<Int, Never>.pipe() }
    let run = StressRun<[Int]>()
    run.observe(Signal.combineLatest(pipes.map(\.signal)))
    for pipe in pipes { pipe.emitter.emit(-1) }
    onThreads(threads) { thread in
      for index in 0..<sends { pipes[thread].emitter.emit(index) }
    }
    for pipe in pipes { pipe.emitter.complete() }
    run.waitForTheEnd()
    run.expectSerial()
    let delivered = run.delivered
    #expect(delivered.count == 1 + threads * sends)
    for thread in 0..<threads {
      // Each send of a thread made exactly one combination, in the order it was sent.
      var changes = [Int]()
      for combination in delivered where changes.last != combination[thread] {
        changes.append(combination[thread])
      }
      #expect(changes == [-1] + Array(0..<sends), "thread \(thread)")
    }
  }

  /// One input per thread, zipped: the k-th combination holds every thread's k-th value.
  static let zip = StressCase("zip") { threads, sends in
    let pipes = (0..<threads).map { _ in Signal<Int, Never>.pipe() }
    let run = StressRun<[Int]>()
    run.observe(Signal.zip(pipes.map(\.signal)))
    onThreads(threads) { thread in
      for index in 0..<sends { pipes[thread].emitter.emit(index) }
    }
    for pipe in pipes { pipe.emitter.complete() }
    run.waitForTheEnd()
    run.expectSerial()
    #expect(run.delivered == (0..<sends).map { [Int](repeating: $0, count: threads) })
  }

  /// Every thread sends on the source; thread 0 also fires the trigger halfway through.
  static let takeUntil = StressCase("take(until:)") { threads, sends in
    let (source, emitter) = Signal<Int, Never>.pipe()
    let (trigger, fire) = Signal<Void, Never>.pipe()
    let run = StressRun<Int>()
    run.observe(source.take(until: trigger))
    onThreads(threads) { thread in
      for index in 0..<sends {
        if thread == 0 && index == sends / 2 { fire.emit() }
        emitter.emit(Sent(sender: thread, index: index).encoded)
      }
    }
    run.waitForTheEnd()
    run.expectSerial()
    let delivered = run.delivered.map(Sent.init)
    // Each thread's values up to the trigger's delivery, in order, and none after it:
    // thread 0's sends before the trigger may still wait in another thread's drain then.
    expectEachSendersOrder(delivered, senders: threads, count: sends, prefixes: true)
    #expect(delivered.filter { $0.sender == 0 }.count <= sends / 2)
  }
}
