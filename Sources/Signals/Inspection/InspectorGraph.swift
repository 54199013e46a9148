extension Inspector {
  /// The graph an inspector recorded, as it was when it was read: nodes, oldest first,
  /// each naming the nodes that feed it.
  public struct Graph: Sendable, Hashable {
    /// The nodes alive when the graph was read, oldest first.
    public let nodes: [Node]

    /// Creates a graph of `nodes`.
    public init(nodes: [Node]) {
      self.nodes = nodes
    }

    /// The node named `name`, if any: the oldest, if several share it.
    public func node(named name: String) -> Node? {
      nodes.first { $0.name == name }
    }

    /// The nodes `node` feeds.
    public func outputs(of node: Node) -> [Node] {
      nodes.filter { $0.inputs.contains(node.id) }
    }

    /// The nodes that feed `node`.
    public func inputs(of node: Node) -> [Node] {
      let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
      return node.inputs.compactMap { byID[$0] }
    }
  }
}
