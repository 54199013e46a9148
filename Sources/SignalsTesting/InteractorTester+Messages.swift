import Interactors

extension InteractorTester {
  /// The failure messages of an ``InteractorTester``: each says what was expected, what
  /// happened instead, and what to do about it.
  enum Message {
    /// An expected output differs from the actual one of the same kind.
    static func mismatch(of kind: String, expected: some Any, actual: some Any) -> String {
      """
      The \(kind) is not the expected one (− expected, + actual):
      \(TextDiff.lines(expected: TextDiff.describe(expected), actual: TextDiff.describe(actual)))
      """
    }

    /// A view model was expected and the next output is an effect, or the other way
    /// round.
    static func wrongKind(expected: String, actual: Output) -> String {
      """
      Expected \(expected), but the next output is \(describe(actual)).
      Expect the outputs in the order the interactor delivered them.
      """
    }

    /// An output was expected and none is left.
    static func nothingLeft(expected: String, pendingActions: Int) -> String {
      """
      Expected \(expected), but every output delivered so far has been expected.
      \(pending(pendingActions))
      """
    }

    /// In a non-exhaustive test, no output left matches the expectation.
    static func noneMatches(expected: String, among outputs: [Output], pendingActions: Int)
      -> String
    {
      let list = outputs.map { "  \(describe($0))" }.joined(separator: "\n")
      let among =
        outputs.isEmpty
        ? "No output is left to expect." : "None of the outputs left matches:\n\(list)"
      return """
        Expected \(expected).
        \(among)
        \(pending(pendingActions))
        """
    }

    /// Outputs were left unexpected at `moment`.
    static func unexpected(_ outputs: [Output], before moment: String) -> String {
      let count = outputs.count == 1 ? "1 output was" : "\(outputs.count) outputs were"
      let list = outputs.map { "  \(describe($0))" }.joined(separator: "\n")
      return """
        \(count) not expected before \(moment):
        \(list)
        Expect each with expectViewModel or expectEffect, in this order.
        """
    }

    /// Effect producers were still running at the end.
    static func stillRunning(_ count: Int, pendingActions: Int) -> String {
      let producers = count == 1 ? "1 effect producer is" : "\(count) effect producers are"
      return """
        \(producers) still running at the end of the test.
        \(pending(pendingActions)) Or make the reducer's effects end.
        """
    }

    private static func describe(_ output: Output) -> String {
      switch output {
      case .viewModel(let viewModel): "view model \(viewModel)"
      case .effect(let effect): "effect \(effect)"
      }
    }

    private static func pending(_ actions: Int) -> String {
      switch actions {
      case 0: "The scheduler has nothing pending: what is awaited comes from elsewhere."
      case 1: "The scheduler has 1 pending action: advance it first?"
      default: "The scheduler has \(actions) pending actions: advance it first?"
      }
    }
  }
}
