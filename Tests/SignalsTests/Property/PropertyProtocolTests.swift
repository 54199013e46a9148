import Signals
import SignalsTesting
import Testing

@Suite struct PropertyProtocolTests {
  @Test func theOperatorsApplyToAMutablePropertyDirectly() {
    let count = MutableProperty(1)
    let isEven = count.map { $0.isMultiple(of: 2) }
    let changes = count.skipRepeats().combinePrevious(0)
    count.value = 2
    #expect(isEven.value)
    #expect(changes.value == (previous: 1, current: 2))
  }

  @Test func aWrappedPropertysProjectionComposesWithOthers() {
    let model = SignUpModel()
    let canSubmit = model.canSubmit
    let values = Log<Bool>()
    canSubmit.observeValues { values.append($0) }
    model.email = "ada@example.com"
    model.acceptsTerms = true
    // One value per change of either input, as with any combination of properties.
    #expect(values.all == [false, false, true])
  }

  @Test func mutableAndReadOnlyPropertiesMixInOneOperator() {
    let name = MutableProperty("Ada")
    let greeting = Property(value: "Hello")
    let line = name.combineLatest(with: greeting).map { "\($1), \($0)" }
    name.value = "Grace"
    #expect(line.value == "Hello, Grace")
  }

  @Test func flattenTakesMutableInnerProperties() {
    let first = MutableProperty(1)
    let second = MutableProperty(2)
    let current = MutableProperty(first)
    let value = current.flatten()
    current.value = second
    second.value = 3
    #expect(value.value == 3)
  }
}

/// A view model written as app code would, with wrapped properties.
private struct SignUpModel {
  @MutableProperty var email = ""
  @MutableProperty var acceptsTerms = false
  var canSubmit: Property<Bool> { $email.map { $0.contains("@") }.and($acceptsTerms) }
}
