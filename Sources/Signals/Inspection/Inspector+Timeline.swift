extension Inspector {
  /// The events the nodes carried, oldest first: the inspector's timeline.
  ///
  /// The inspector keeps the latest ``capacity`` events of all nodes together. Under a
  /// flood it keeps at most ``Inspector/timelineRate`` events of one node in each tenth of
  /// a second, and counts the others in ``notShown``: a node sending 100,000 events a
  /// second is seen as a dense run of events and a count, and does not push every other
  /// node's events out.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let (signal, emitter) = inspector.record { Signal<Int, Never>.pipe() }
  /// signal.observe { _ in }
  /// emitter.emit(1)
  /// print(inspector.timeline().entries.map(\.kind.rawValue))  // Prints "["value"]"
  /// ```
  public struct Timeline: Sendable, Hashable {
    /// The events kept after the sequence number asked for, oldest first.
    public let entries: [Entry]
    /// For each node by id, how many of its events the timeline left out under a flood,
    /// since the inspector was made.
    public let notShown: [Int: Int]
    /// How many events after the sequence number asked for are no longer kept: newer
    /// ones pushed them out before they were read.
    public let missed: Int
    /// The sequence number the next event will have: pass it to
    /// ``Inspector/timeline(after:)`` to read only what comes next.
    public let nextSequence: Int

    /// The most events an inspector keeps.
    public static let capacity = 5_000
  }

  /// How many events of one node the timeline keeps in each tenth of a second.
  public static let timelineRate = 100

  /// The events kept whose sequence numbers are `sequence` or later, oldest first.
  ///
  /// - Parameter sequence: The ``Timeline/nextSequence`` of the timeline read last, or
  ///   `0` for every event kept.
  public func timeline(after sequence: Int = 0) -> Timeline {
    timelineRecorder.timeline(after: sequence)
  }
}

extension Inspector.Timeline {
  /// One event of one node, when and on which thread it was sent.
  public struct Entry: Sendable, Hashable {
    /// The event's number in the timeline: one more than the event before it, of any
    /// node.
    public let sequence: Int
    /// The id of the node that sent it (``Inspector/Node/id``).
    public let node: Int
    /// When it was sent, since the inspector was made, on the inspector's clock.
    public let time: Duration
    /// What kind of event it was.
    public let kind: Kind
    /// The thread that sent it: "thread 1" for the first thread the timeline saw, and so
    /// on.
    public let thread: String
    /// The description of the value, or of the error of a failure, when the inspector
    /// shows values (``Inspector/showsValues``); `nil` otherwise.
    public let value: String?

    /// Creates an entry.
    public init(
      sequence: Int, node: Int, time: Duration, kind: Kind, thread: String, value: String?
    ) {
      self.sequence = sequence
      self.node = node
      self.time = time
      self.kind = kind
      self.thread = thread
      self.value = value
    }
  }

  /// The kinds of event.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A value.
    case value
    /// The signal completed.
    case completed
    /// The signal failed.
    case failed
    /// The signal was interrupted.
    case interrupted
  }
}
