import Signals
import Testing

@testable import Signals

/// How a node's origin names the library function that made it.
@Suite struct NodeOriginTests {
  // A node an initializer made was labelled with the symbol's own name, `__allocating_init`,
  // which says neither what was made nor that it is an initializer.
  @Test func aNodeMadeByAnInitializerSaysWhichTypesInitializer() throws {
    let inspector = Inspector()
    let property = inspector.record { MutableProperty(0) }
    let origin = try #require(inspector.graph().nodes.last?.origin)
    #expect(origin.hasPrefix("MutableProperty.init in closure #"), "\(origin)")
    withExtendedLifetime(property) {}
  }

  @Test(arguments: [
    ("Signal.map<A>(_:) -> Signal<A, B>", "map"),
    ("static Signal.pipe() -> (Signal<A, B>, Signal<A, B>.Emitter)", "pipe"),
    ("MutableProperty.__allocating_init(_:) -> MutableProperty<A>", "MutableProperty.init"),
    ("Property.init(value: A) -> Property<A>", "Property.init"),
    ("Signal.Emitter.__allocating_init() -> Signal<A, B>.Emitter", "Emitter.init"),
  ])
  func theFunctionIsItsLastNameAndAnInitializerItsType(demangled: String, name: String) {
    #expect(NodeOrigin.functionName(demangled) == name)
  }
}
