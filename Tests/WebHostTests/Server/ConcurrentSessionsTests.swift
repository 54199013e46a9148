import FeedbackApp
import Testing
import WebHost

/// Fifty tabs at once, each running the feedback flow to its own answer.
@Suite struct ConcurrentSessionsTests {
  /// What session `index` answers: the kind of answers it asks for and the one it picks.
  private static func plan(_ index: Int) -> (polarized: Bool, answer: String) {
    switch index % 4 {
    case 0: (false, "good")
    case 1: (false, "bad")
    case 2: (true, "really good")
    default: (true, "very bad")
    }
  }

  @Test func fiftySessionsRunTheFeedbackFlowWithNoCrossTalk() async throws {
    let launch = try await ServerLaunch()
    let outcomes = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
      for index in 0..<50 {
        group.addTask {
          (index, try await Self.runFlow(index, port: launch.server.port))
        }
      }
      var outcomes: [Int: String?] = [:]
      for try await (index, outcome) in group { outcomes[index] = outcome }
      return outcomes
    }
    let peak = launch.server.sessionCount
    await launch.server.stop()
    #expect(peak <= 50)
    for index in 0..<50 {
      #expect(
        outcomes[index] == .some("the movie was \(Self.plan(index).answer)"), "session \(index)")
    }
  }

  /// Runs the flow on a tab of its own and returns what its main page says at the end,
  /// having checked that every screen it received was its own.
  private static func runFlow(_ index: Int, port: UInt16) async throws -> String? {
    let client = try await WebSocketClient.connect(port: port).get()
    let (polarized, answer) = plan(index)
    _ = await client.messages.screen { $0.page?.number == 1 }
    if polarized {
      try await client.send(.choose(page: 1, element: "answers", index: 1))
      _ = await client.messages.screen { $0.page?.elements[1].selected == 1 }
    }
    try await client.send(.activate(page: 1, element: "leave feedback"))
    _ = await client.messages.screen { $0.page?.number == 2 }
    try await client.send(.activate(page: 2, element: answer))
    let good = answer == "good" || answer == "really good"
    if good {
      _ = await client.messages.screen { $0.alert != nil }
      try await client.send(.alertAction(alert: 1, index: 0))
    }
    let final = await client.messages.screen { screen in
      screen.alert == nil && screen.page?.number == 1
        && screen.page?.elements.first?.text?.isEmpty == false
    }
    await client.close()
    // No screen showed another session's answer or kind.
    let texts = client.messages.screens.compactMap { $0.page?.elements.first?.text }
    #expect(texts.allSatisfy { $0.isEmpty || $0 == "the movie was \(answer)" }, "\(texts)")
    let kinds = client.messages.screens.compactMap { $0.page?.elements.dropFirst().first?.selected }
    #expect(kinds.allSatisfy { $0 == 0 || polarized }, "\(kinds)")
    #expect(client.messages.rejections.isEmpty, "\(client.messages.rejections)")
    return final?.page?.elements.first?.text
  }
}
