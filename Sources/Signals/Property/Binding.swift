precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

/// Binds a source's values into a target: `target <~ source`.
infix operator <~ : BindingPrecedence

/// Writes every value of `source` into `target`, until either ends.
///
/// The source is a signal, a producer (started now) or a property (its current value
/// first, then every change). The binding ends when the source terminates, when the
/// target's owner goes away, or when the returned disposable is disposed. Binding into a
/// target whose owner has already gone does nothing and starts nothing.
///
/// ```swift
/// let query = MutableProperty("")
/// let (typed, type) = Signal<String, Never>.pipe()
/// query <~ typed
/// type.emit("sig")
/// print(query.value)  // Prints "sig"
/// ```
///
/// - Returns: A disposable that ends the binding early.
@discardableResult
public func <~ <
  Target: BindingTargetProvider, Source: SignalProducerConvertible<Target.Value, Never>
>(
  target: Target, source: Source
) -> any Disposable {
  let target = target.bindingTarget
  let binding = CompositeDisposable()
  binding += target.observeEnded { binding.dispose() }
  guard !binding.isDisposed else { return binding }
  binding += source.producer
    .on(disposed: { binding.dispose() })
    .startWithValues(target.action)
  return binding
}
