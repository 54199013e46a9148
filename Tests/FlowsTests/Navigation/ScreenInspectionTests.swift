import Flows
import Signals
import Testing

@Suite struct ScreenInspectionTests {
  @Test func whatAScreensPageBuildsIsOneGroupNamedAfterItsTitle() throws {
    let inspector = Inspector()
    let (source, emitter) = Signal<Int, Never>.pipe()
    let screen = Screen<String, Never> { input, _ in
      let count = Property(initial: 0, then: source).named("count")
      return Page(title: "Albums of \(input)", elements: count.map { [.text("\($0)")] })
    }
    let page = inspector.record { screen.page(for: "Björk") { _ in } }
    let node = try #require(inspector.graph().node(named: "count"))
    #expect(node.group?.kind == .page)
    #expect(node.group?.name == "Albums of Björk")
    withExtendedLifetime((page, emitter)) {}
  }
}
