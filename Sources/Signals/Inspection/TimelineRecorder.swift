#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps an inspector's timeline: the latest events of its nodes in a ring, at most
/// ``Inspector/timelineRate`` of one node per tenth of a second.
///
/// Each event a node carries takes this recorder's lock once, on the sending thread, for
/// a few dictionary look-ups and an append: that is the bounded cost an inspector adds
/// to a send. A flooding node's events past its rate are only counted.
final class TimelineRecorder: Sendable {
  private let state = Locked.make(State())
  let now: @Sendable () -> Duration
  private let showsValues: Bool

  private struct State {
    var ring = ContiguousArray<Inspector.Timeline.Entry>()
    /// Where the next entry goes once the ring is full.
    var oldest = 0
    var nextSequence = 0
    var windows: [Int: Window] = [:]
    var notShown: [Int: Int] = [:]
    var threads: [UInt: Int] = [:]
  }

  /// One node's current tenth of a second, and how many of its events it kept in it.
  private struct Window {
    var start: Duration
    var kept: Int
  }

  private static let window = Duration.milliseconds(100)

  init(now: @escaping @Sendable () -> Duration, showsValues: Bool) {
    self.now = now
    self.showsValues = showsValues
  }

  /// Notes an event of the node with id `node`.
  func note<Value, Failure>(_ event: Signal<Value, Failure>.Event, of node: Int) {
    let kind: Inspector.Timeline.Kind
    var value: String?
    switch event {
    case .value(let sent):
      kind = .value
      if showsValues { value = String(String(describing: sent).prefix(NodeRecord.valueLength)) }
    case .failed(let error):
      kind = .failed
      if showsValues { value = String(String(describing: error).prefix(NodeRecord.valueLength)) }
    case .completed: kind = .completed
    case .interrupted: kind = .interrupted
    }
    let time = now()
    let thread = Self.currentThread()
    state.withLock { state in
      var window = state.windows[node] ?? Window(start: time, kept: 0)
      if time - window.start >= Self.window { window = Window(start: time, kept: 0) }
      // A terminal event is always kept: it is the one a user looks for.
      guard window.kept < Inspector.timelineRate || kind != .value else {
        state.notShown[node, default: 0] += 1
        return
      }
      window.kept += 1
      state.windows[node] = window
      let threadNumber = state.threads[thread] ?? (state.threads.count + 1)
      state.threads[thread] = threadNumber
      let entry = Inspector.Timeline.Entry(
        sequence: state.nextSequence, node: node, time: time, kind: kind,
        thread: "thread \(threadNumber)", value: value)
      state.nextSequence += 1
      if state.ring.count < Inspector.Timeline.capacity {
        state.ring.append(entry)
      } else {
        state.ring[state.oldest] = entry
        state.oldest = (state.oldest + 1) % Inspector.Timeline.capacity
      }
    }
  }

  /// Forgets the window of a node that is gone, keeping its count of events not shown.
  func forget(nodes: Set<Int>) {
    state.withLock { state in
      for node in nodes { state.windows[node] = nil }
    }
  }

  func timeline(after sequence: Int) -> Inspector.Timeline {
    state.withLock { state in
      let firstKept = state.nextSequence - state.ring.count
      let from = max(sequence, firstKept)
      let count = max(0, state.nextSequence - from)
      var entries: [Inspector.Timeline.Entry] = []
      entries.reserveCapacity(count)
      for offset in 0..<count {
        let index = (state.oldest + (from - firstKept) + offset) % max(1, state.ring.count)
        entries.append(state.ring[index])
      }
      return Inspector.Timeline(
        entries: entries, notShown: state.notShown,
        missed: max(0, firstKept - max(sequence, 0)), nextSequence: state.nextSequence)
    }
  }

  /// The calling thread's identity, as the timeline numbers threads.
  private static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
