import Signals
import SignalsTesting
import Testing

@Suite struct PropertyBooleansTests {
  @Test func negateFollowsTheOpposite() {
    let isLoading = MutableProperty(true)
    let isEnabled = Property(isLoading).negate()
    #expect(isEnabled.value == false)
    isLoading.value = false
    #expect(isEnabled.value == true)
  }

  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func andAndOrFollowBothProperties(left: Bool, right: Bool) {
    let a = MutableProperty(!left)
    let b = MutableProperty(!right)
    let both = Property(a).and(Property(b))
    let either = Property(a).or(Property(b))
    a.value = left
    b.value = right
    #expect(both.value == (left && right))
    #expect(either.value == (left || right))
  }

  @Test func allIsTrueWhileEveryPropertyIs() {
    let fields = [MutableProperty(true), MutableProperty(false), MutableProperty(true)]
    let isComplete = Property.all(fields)
    let values = Log<Bool>()
    isComplete.observeValues { values.append($0) }
    fields[1].value = true
    fields[0].value = false
    #expect(values.all == [false, true, false])
  }

  @Test func anyIsTrueWhileOnePropertyIs() {
    let errors = [MutableProperty(false), MutableProperty(false)]
    let hasError = Property.any(errors.map(Property.init))
    #expect(hasError.value == false)
    errors[1].value = true
    #expect(hasError.value == true)
    errors[1].value = false
    #expect(hasError.value == false)
  }

  @Test func allOfNoneIsTrueAndAnyOfNoneIsFalse() {
    #expect(Property.all([Property<Bool>]()).value == true)
    #expect(Property.any([MutableProperty<Bool>]()).value == false)
  }

  @Test func booleanPropertiesDoNotKeepTheirSourcesAlive() {
    weak var weakSource: MutableProperty<Bool>?
    let derived = { () -> [Property<Bool>] in
      let source = MutableProperty(true)
      weakSource = source
      let view = Property(source)
      return [view.negate(), view.and(view), view.or(view), .all([view]), .any([view])]
    }()
    #expect(weakSource == nil)
    #expect(derived.map(\.value) == [false, true, true, true, true])
  }
}
