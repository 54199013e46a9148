extension Inspector {
  /// A part of an app that the graph shows as one box around the nodes it made: an
  /// interactor, a page.
  public struct Group: Sendable, Hashable, Identifiable {
    /// The group's number: unique in the process.
    public let id: Int
    /// What the group is, such as ``Node/Kind/interactor`` or ``Node/Kind/page``.
    public let kind: Node.Kind
    /// What the graph calls it, such as the reducer's type or the page's title.
    public let name: String
    /// The group it was made in, by ``id``: the page an interactor was made for.
    public let parent: Int?
  }

  /// Runs `build` and makes the nodes it makes on this thread members of a new group —
  /// an interactor, a page — while an inspector records; with none recording, only runs
  /// `build`.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let (doubled, emitter) = inspector.record {
  ///   Inspector.group(.interactor, named: "Doubler") {
  ///     let (taps, emitter) = Signal<Int, Never>.pipe()
  ///     return (taps.map { $0 * 2 }, emitter)
  ///   }
  /// }
  /// print(inspector.graph().nodes.compactMap { $0.group?.name })  // Prints "["Doubler", "Doubler"]"
  /// ```
  ///
  /// Libraries above `Signals` call it where they build their parts: `Interactors` for
  /// each interactor, `Flows` for each page a screen makes. Nodes made later, outside
  /// `build` — such as an effect's work started by a command — belong to no group.
  ///
  /// - Parameters:
  ///   - kind: What the group is.
  ///   - name: What the graph calls it; read only while an inspector records.
  ///   - build: Builds the group's nodes.
  @inlinable
  public static func group<Result>(
    _ kind: Node.Kind, named name: @autoclosure () -> String, _ build: () throws -> Result
  ) rethrows -> Result {
    guard _slowPath(Inspection.isOn) else { return try build() }
    let group = Inspection.startGroup(kind, name())
    defer { Inspection.endGroup(group) }
    return try build()
  }

  /// Runs `build` as ``group(_:named:_:)`` does, naming the group after what `build`
  /// returns, such as a page by its title.
  ///
  /// - Parameters:
  ///   - kind: What the group is.
  ///   - build: Builds the group's nodes.
  ///   - name: What the graph calls the group, given what `build` returned; called only
  ///     while an inspector records.
  @inlinable
  public static func group<Result>(
    _ kind: Node.Kind, _ build: () throws -> Result, namedAfter name: (Result) -> String
  ) rethrows -> Result {
    guard _slowPath(Inspection.isOn) else { return try build() }
    let group = Inspection.startGroup(kind, "")
    defer { Inspection.endGroup(group) }
    let result = try build()
    group?.name = name(result)
    return result
  }
}

extension Inspector.Node.Kind {
  /// An interactor: a reducer with its commands, view model and effects.
  public static let interactor = Self("interactor")
  /// A page a screen made.
  public static let page = Self("page")
}

/// A group being built, or built: its name can be set once its build returns.
@usableFromInline
final class GroupRecord: Sendable {
  let id: Int
  let kind: Inspector.Node.Kind
  let parent: Int?
  private let storedName: Locked<String>

  init(id: Int, kind: Inspector.Node.Kind, name: String, parent: Int?) {
    self.id = id
    self.kind = kind
    self.parent = parent
    storedName = .make(name)
  }

  @usableFromInline var name: String {
    get { storedName.withLock { $0 } }
    set { storedName.withLock { $0 = newValue } }
  }

  /// The group as the graph shows it now.
  var group: Inspector.Group {
    Inspector.Group(id: id, kind: kind, name: name, parent: parent)
  }
}
