import Interactors
import Signals
import Testing

@Suite struct InteractorInspectionTests {
  @Test func anInteractorIsOneGroupOfTheGraphNamedAfterItsReducer() throws {
    let inspector = Inspector()
    let interactor = inspector.record {
      Interactor(
        reducer: LoaderReducer.self, initialViewModel: LoaderViewModel(), scheduler: .immediate)
    }
    let graph = inspector.graph()
    let groups = Set(graph.nodes.compactMap(\.group))
    let group = try #require(groups.first)
    #expect(groups.count == 1)
    #expect(group.kind == .interactor)
    #expect(group.name == "LoaderReducer")
    // Its commands, its view model and its effects are all members.
    #expect(graph.nodes.allSatisfy { $0.group == group })
    #expect(graph.nodes.contains { $0.kind == .property })
    #expect(graph.nodes.count > 3)
    withExtendedLifetime(interactor) {}
  }
}
