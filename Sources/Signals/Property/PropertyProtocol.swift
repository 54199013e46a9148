/// A value that changes over time and can be observed: a ``Property`` or a
/// ``MutableProperty``.
///
/// The property operators — `map`, `combineLatest(with:)`, `skipRepeats`, `and`,
/// `flatten` and the others — are written once on this protocol, so they apply to both
/// kinds, including the `$name` of a `@MutableProperty var name`. Each gives a derived
/// ``Property`` that does not keep its sources alive: it follows them while they exist
/// and, once it can no longer change, keeps its last value and completes its signal.
///
/// ```swift
/// struct SignUpModel {
///   @MutableProperty var email = ""
///   @MutableProperty var acceptsTerms = false
///   var canSubmit: Property<Bool> { $email.map { $0.contains("@") }.and($acceptsTerms) }
/// }
/// let model = SignUpModel()
/// model.email = "ada@example.com"
/// model.acceptsTerms = true
/// print(model.canSubmit.value)  // Prints "true"
/// ```
public protocol PropertyProtocol<Value>: SignalProducerConvertible where Failure == Never {
  /// The type of the value.
  associatedtype Value

  /// The current value.
  var value: Value { get }

  /// The changes of the property, from now on. It does not replay the current value.
  var signal: Signal<Value, Never> { get }
}

extension Property: PropertyProtocol {}

extension MutableProperty: PropertyProtocol {}
