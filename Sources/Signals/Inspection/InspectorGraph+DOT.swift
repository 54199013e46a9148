extension Inspector.Graph {
  /// The graph in Graphviz's DOT language, laid out in layers from sources on the left.
  ///
  /// Each node shows its label, kind, type, events and state; a failed node is drawn in
  /// red, a completed or interrupted one in grey, a producer's run with a dashed border.
  /// The nodes of a group — an interactor, a page — are drawn in a box of their own,
  /// labelled with its kind and name, inside the box of the group it was made in.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let (taps, emitter) = inspector.record { Signal<Int, Never>.pipe() }
  /// let doubled = inspector.record { taps.named("taps").map { $0 * 2 }.named("doubled") }
  /// emitter.emit(1)
  /// print(inspector.graph().dot.contains("->"))  // Prints "true"
  /// ```
  ///
  /// A node released meanwhile — `doubled`, had it not been kept — leaves the graph and
  /// its edges with it.
  public var dot: String {
    var lines = [
      "digraph signals {",
      "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
    ]
    let groups = Dictionary(
      nodes.compactMap(\.group).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    lines += members(of: nil, among: groups, indent: "  ")
    let present = Set(nodes.map(\.id))
    for node in nodes {
      for input in node.inputs where present.contains(input) {
        lines.append("  n\(input) -> n\(node.id);")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of the nodes and the boxes of groups whose innermost group is `group`
  /// (`nil` for none), of the graph's `groups` by id; a group whose parent has no node of
  /// its own is drawn at the top.
  private func members(
    of group: Int?, among groups: [Int: Inspector.Group], indent: String
  ) -> [String] {
    var lines: [String] = []
    for node in nodes where node.group?.id == group {
      let label = [
        node.label,
        "\(node.kind) · \(node.type)",
        "\(node.events) event\(node.events == 1 ? "" : "s") · \(node.state.rawValue)",
      ].map(Self.escaped).joined(separator: "\\n")
      let style = node.kind == .producerRun ? ", style=\"rounded,dashed\"" : ""
      lines.append(
        "\(indent)n\(node.id) [label=\"\(label)\"\(style)\(Self.color(of: node.state))];")
    }
    let children = groups.values.filter { child in
      child.parent == group || (group == nil && child.parent.map { groups[$0] == nil } == true)
    }
    for child in children.sorted(by: { $0.id < $1.id }) {
      lines.append("\(indent)subgraph cluster_g\(child.id) {")
      lines.append("\(indent)  label=\"\(Self.escaped("\(child.kind) \(child.name)"))\";")
      lines += members(of: child.id, among: groups, indent: indent + "  ")
      lines.append("\(indent)}")
    }
    return lines
  }

  private static func color(of state: Inspector.Node.State) -> String {
    switch state {
    case .live: ""
    case .failed: ", color=red, fontcolor=red"
    case .completed, .interrupted: ", color=grey50, fontcolor=grey50"
    }
  }

  /// `text` inside a DOT string: quotes and backslashes escaped, line breaks as `\n`.
  private static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n", "\r\n", "\r": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
