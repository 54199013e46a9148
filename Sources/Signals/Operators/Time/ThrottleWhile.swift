extension Signal {
  /// Holds values back while `shouldThrottle` is `true`, and forwards the latest of them on
  /// `scheduler` when it turns `false`; while it is `false`, values pass on `scheduler`.
  ///
  /// ReactiveSwift's `throttle(while:on:)`. Values held while throttled replace one
  /// another: only the last is forwarded when the throttle lifts. A terminal event drops a
  /// value still held and is forwarded on `scheduler`, after the values before it. If
  /// `shouldThrottle` ends while `true`, nothing more is forwarded but this signal's end.
  ///
  /// ```swift
  /// let isEditing = MutableProperty(false)
  /// signal.throttle(while: isEditing, on: ImmediateScheduler()).observeValues { print($0) }
  /// emitter.emit(1)       // Prints "1"
  /// isEditing.value = true
  /// emitter.emit(2)
  /// emitter.emit(3)
  /// isEditing.value = false  // Prints "3"
  /// ```
  ///
  /// - Parameters:
  ///   - shouldThrottle: Whether to hold values back; its current value applies at once.
  ///   - scheduler: Where values and the terminal event are forwarded.
  /// - Returns: A signal of the values let through, and this one's end.
  public func throttle(
    while shouldThrottle: some PropertyProtocol<Bool>, on scheduler: any Scheduler
  ) -> Signal {
    Signal { observer, lifetime in
      Transformations.connectThrottling(
        upstream: { observe($0) }, while: shouldThrottle.producer, on: scheduler,
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension SignalProducer {
  /// Holds the values of every run back while `shouldThrottle` is `true`, and forwards the
  /// latest when it turns `false` (see ``Signal/throttle(while:on:)``).
  ///
  /// ```swift
  /// let paused = MutableProperty(true)
  /// SignalProducer(values: [1, 2, 3]).concat(SignalProducer<Int, Never>.never)
  ///   .throttle(while: paused, on: ImmediateScheduler())
  ///   .startWithValues { print($0) }
  /// paused.value = false  // Prints "3"
  /// ```
  public func throttle(
    while shouldThrottle: some PropertyProtocol<Bool>, on scheduler: any Scheduler
  ) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Transformations.connectThrottling(
        upstream: { start($0) }, while: shouldThrottle.producer, on: scheduler,
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension Transformations {
  /// What `throttle(while:on:)` hears, from its two inputs, in one serial order.
  private enum ThrottleInput<Value: Sendable, Failure: Error>: Sendable {
    case throttles(Bool)
    case value(Value)
    case end(Signal<Value, Failure>.Event)
  }

  /// Forwards upstream's events to `downstream` on `scheduler`, holding the latest value
  /// back while `shouldThrottle`'s last value is `true`; everything ends with `lifetime`.
  ///
  /// Both inputs are sent into one pipe, whose deliveries never overlap: the state below
  /// changes only in its observer, so a value and a change of the throttle racing on two
  /// threads are decided in one order, and forwarded in it.
  static func connectThrottling<Value, Failure>(
    upstream: (Signal<Value, Failure>.Observer) -> any Disposable,
    while shouldThrottle: SignalProducer<Bool, Never>, on scheduler: any Scheduler,
    downstream: Signal<Value, Failure>.Observer, lifetime: Lifetime
  ) {
    let output = Transformations.observe(on: scheduler)(downstream, lifetime)
    let (inputs, gate) = Signal<ThrottleInput<Value, Failure>, Never>.pipe()
    let state = SerialBox((isThrottled: false, held: Value?.none))
    lifetime += inputs.observeValues { input in
      switch input {
      case .throttles(let isThrottled):
        state.value.isThrottled = isThrottled
        guard !isThrottled, let held = state.value.held else { return }
        state.value.held = nil
        output.emit(held)
      case .value(let value):
        if state.value.isThrottled { state.value.held = value } else { output.emit(value) }
      case .end(let event):
        state.value.held = nil
        output.send(event)
      }
    }
    // Kept by the lifetime, not by the pipe's observer: releasing it would end the pipe.
    lifetime.observeEnded { withExtendedLifetime(gate) {} }
    lifetime += shouldThrottle.startWithValues { gate.emit(.throttles($0)) }
    lifetime += upstream(
      Signal.Observer { event in
        guard case .value(let value) = event else { return gate.emit(.end(event)) }
        gate.emit(.value(value))
      })
  }
}
