extension Inspector {
  /// One object of the graph — a signal, a property, a pipe, a producer's run — as it was
  /// when the graph was read.
  public struct Node: Sendable, Hashable, Identifiable {
    /// The node's number: unique in the process, and larger for a node made later.
    public let id: Int
    /// What the node is.
    public let kind: Kind
    /// The name given with `named(_:)`, if any.
    public let name: String?
    /// The Swift type of the node, such as `Signal<String, Never>`.
    public let type: String
    /// Where the node was made: the library function called and the function that called
    /// it, such as `map in SearchPage.init()`, or `nil` where the platform cannot tell.
    /// ``Inspector/sourceLocation(of:)`` gives the file and line.
    public let origin: String?
    /// How many events passed through the node: values, and its terminal event.
    public let events: Int
    /// Whether the node still delivers, or how it ended.
    public let state: State
    /// How many observers the node has now, its derived nodes' included.
    public let observers: Int
    /// The nodes whose events feed this one, by ``id``: the upstream of an operator, the
    /// inputs of a combining one. A node released since is left out of the graph, and
    /// so is its edge.
    public let inputs: [Int]
    /// The description of the last value the node sent, at most 200 characters, when
    /// the inspector shows values (``Inspector/init(showsValues:)``); `nil` otherwise, or
    /// before its first value.
    public let value: String?
    /// The group the node was made in — an interactor, a page — if any: the innermost
    /// one, whose ``Group/parent`` leads to the others.
    public let group: Group?

    /// The name given to the node, or else where it was made, or else its type.
    public var label: String {
      name ?? origin ?? type
    }

    /// A kind of node. Libraries above `Signals` add their own, such as interactors.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
      /// The kind's name, as the graph shows it.
      public let description: String

      /// Creates a kind named `description`.
      public init(_ description: String) {
        self.description = description
      }

      /// A signal: made by an operator or by `Signal { observer, lifetime in … }`.
      public static let signal = Kind("signal")
      /// The signal of an ``Emitter`` or of `Signal.pipe()`, which code sends on.
      public static let pipe = Kind("pipe")
      /// A property's signal of changes: ``MutableProperty``, a derived ``Property``.
      public static let property = Kind("property")
      /// The signal of a ``ResultSignal``.
      public static let results = Kind("results")
      /// One run of a ``SignalProducer``: what one start of it sends, or what one operator
      /// of a started chain sends on. Its label is the producer's name (see
      /// ``SignalProducer/named(_:)``) or where the producer was made.
      public static let producerRun = Kind("producer run")
    }

    /// Whether a node still delivers, or how it ended.
    public enum State: String, Sendable, Hashable {
      /// It has not terminated.
      case live
      /// It completed.
      case completed
      /// It failed.
      case failed
      /// It was interrupted.
      case interrupted
    }
  }
}
