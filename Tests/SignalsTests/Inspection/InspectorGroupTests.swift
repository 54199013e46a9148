import Signals
import Testing

@Suite struct InspectorGroupTests {
  @Test func theNodesMadeInAGroupAreItsMembersAndANestedGroupKnowsItsParent() throws {
    let inspector = Inspector()
    let (outside, inPage, inInteractor) = inspector.record {
      let outside = Signal<Int, Never>.pipe().0.named("outside")
      let (inPage, inInteractor) = Inspector.group(.page, named: "Albums") {
        let inPage = outside.map { $0 + 1 }.named("in page")
        let inInteractor = Inspector.group(.interactor, named: "AlbumsReducer") {
          inPage.map { $0 * 2 }.named("in interactor")
        }
        return (inPage, inInteractor)
      }
      return (outside, inPage, inInteractor)
    }
    let graph = inspector.graph()
    let page = try #require(graph.node(named: "in page")?.group)
    let interactor = try #require(graph.node(named: "in interactor")?.group)
    #expect(graph.node(named: "outside")?.group == nil)
    #expect(page.kind == .page)
    #expect(page.name == "Albums")
    #expect(page.parent == nil)
    #expect(interactor.kind == .interactor)
    #expect(interactor.name == "AlbumsReducer")
    #expect(interactor.parent == page.id)
    // Edges cross groups as they would without them.
    let inPageID = try #require(graph.node(named: "in page")?.id)
    #expect(graph.node(named: "in interactor")?.inputs == [inPageID])
    withExtendedLifetime((outside, inPage, inInteractor)) {}
  }

  @Test func aGroupCanBeNamedAfterWhatItBuilt() {
    let inspector = Inspector()
    let signal = inspector.record {
      Inspector.group(.page) {
        Signal<String, Never>.pipe().0.named("title")
      } namedAfter: {
        _ in
        "Built"
      }
    }
    #expect(inspector.graph().node(named: "title")?.group?.name == "Built")
    withExtendedLifetime(signal) {}
  }

  @Test func withNoInspectorRecordingAGroupOnlyBuilds() {
    let inspector = Inspector()
    var named = false
    let value = Inspector.group(.page) {
      42
    } namedAfter: { _ in
      named = true
      return "unused"
    }
    #expect(value == 42)
    #expect(!named)
    #expect(inspector.graph().nodes.isEmpty)
  }

  @Test func theDOTDrawsAGroupAsABoxInsideItsParentsBox() {
    let inspector = Inspector()
    let signals = inspector.record {
      Inspector.group(.page, named: "Albums") {
        let (source, _) = Signal<Int, Never>.pipe()
        let inner = Inspector.group(.interactor, named: "Reducer") { source.map { $0 } }
        return (source, inner)
      }
    }
    let dot = inspector.graph().dot
    let lines = dot.split(separator: "\n").map(String.init)
    let page = lines.firstIndex { $0.hasPrefix("  subgraph cluster_g") }
    let interactor = lines.firstIndex { $0.hasPrefix("    subgraph cluster_g") }
    #expect(page != nil && interactor != nil && page! < interactor!)
    #expect(dot.contains(#"label="page Albums";"#))
    #expect(dot.contains(#"label="interactor Reducer";"#))
    withExtendedLifetime(signals) {}
  }
}
