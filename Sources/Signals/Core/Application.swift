precedencegroup ApplicationPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
}

/// Applies a function to an argument: `f § x` is `f(x)`.
///
/// It is right-associative and binds more loosely than every operator but assignment,
/// so a chain reads from the signal to the action:
///
/// ```swift
/// signal.onReception § eachTime § updateLabel
/// // is signal.onReception(eachTime(updateLabel))
/// ```
infix operator § : ApplicationPrecedence

/// Applies `function` to `argument`.
///
/// ```swift
/// let double = { (x: Int) in x * 2 }
/// print(double § 21)  // Prints "42"
/// ```
@discardableResult
@inlinable
public func § <Argument, Result>(
  function: (Argument) throws -> Result, argument: Argument
) rethrows -> Result {
  try function(argument)
}

/// Applies `function` to a closure, giving the closure `@Sendable` as its context.
///
/// This overload lets a closure literal stand at the end of a chain, as in
/// `signal.onReception § once § { print($0) }`: a generic argument would not carry the
/// `@Sendable` context to the literal.
@discardableResult
@inlinable
public func § <Argument, Output, Result>(
  function: (@escaping @Sendable (Argument) -> Output) throws -> Result,
  argument: @escaping @Sendable (Argument) -> Output
) rethrows -> Result {
  try function(argument)
}

/// Applies `function` to a closure that takes no argument, giving it `@Sendable` as its
/// context, as in `signal.onReception § eachTime § inAnyCase § { print("fired") }`.
@discardableResult
@inlinable
public func § <Output, Result>(
  function: (@escaping @Sendable () -> Output) throws -> Result,
  argument: @escaping @Sendable () -> Output
) rethrows -> Result {
  try function(argument)
}

/// Turns an action into an observing function that keeps observing after every value.
///
/// ```swift
/// signal.onReception § eachTime § { print($0) }
/// ```
@inlinable
public func eachTime<Value>(
  _ action: @escaping @Sendable (Value) -> Void
) -> @Sendable (Value) -> Persistence {
  { value in
    action(value)
    return .continue
  }
}

/// Turns an action into an observing function that stops after the first value.
///
/// ```swift
/// signal.onReception § once § { print("first: \($0)") }
/// ```
@inlinable
public func once<Value>(
  _ action: @escaping @Sendable (Value) -> Void
) -> @Sendable (Value) -> Persistence {
  { value in
    action(value)
    return .stop
  }
}

/// Turns an action that takes no argument into one that ignores its argument.
///
/// Use it when only the fact that a signal fired matters:
///
/// ```swift
/// selections.onReception § eachTime § inAnyCase § popTopPage
/// ```
@inlinable
public func inAnyCase<Value>(
  _ action: @escaping @Sendable () -> Void
) -> @Sendable (Value) -> Void {
  { _ in action() }
}
