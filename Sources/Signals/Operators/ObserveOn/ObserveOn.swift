extension Signal {
  /// Delivers every event on `scheduler`, in order, one at a time.
  ///
  /// Events are queued as they arrive and handed over in batches: while a delivery is
  /// scheduled or running, later events join its queue instead of scheduling more work.
  /// So order is kept and no two events are delivered at once, even on a concurrent
  /// queue; and a hop costs one scheduled action per batch, not one per event.
  ///
  /// ```swift
  /// let (signal, emitter) = Signal<Int, Never>.pipe()
  /// signal.observe(on: MainScheduler()).observeValues { print($0) }
  /// emitter.emit(1)  // From a background thread: prints "1" on the main thread
  /// ```
  ///
  /// > Note: Once the derived signal ends — its last observer disposed, or its terminal
  /// > event delivered — deliveries still scheduled are cancelled and released: nothing
  /// > is delivered after that, except an event whose delivery had already started. A
  /// > scheduler released with deliveries still waiting on it (a test's virtual clock)
  /// > drops them, and the derived signal is interrupted.
  ///
  /// On an ``ImmediateScheduler`` this signal itself is returned: it already delivers
  /// in order, one event at a time, on the sending thread, so a hop would only cost.
  ///
  /// - Parameter scheduler: Where the events are delivered.
  /// - Returns: A signal of the same events, delivered on `scheduler`.
  @inlinable
  public func observe(on scheduler: any Scheduler) -> Signal {
    if scheduler is ImmediateScheduler { return self }
    return lift(Transformations.observe(on: scheduler))
  }
}

extension SignalProducer {
  /// Delivers every event of each run on `scheduler`, in order, one at a time.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2])
  ///   .observe(on: QueueScheduler())
  ///   .startWithValues { print($0) }
  /// // Prints "1", then "2", on the scheduler's queue
  /// ```
  ///
  /// Interrupting a run cancels the deliveries still scheduled for it (see
  /// ``Signal/observe(on:)``).
  ///
  /// - Returns: A producer whose runs deliver a run of this one's events on `scheduler`.
  @inlinable
  public func observe(on scheduler: any Scheduler) -> SignalProducer {
    if scheduler is ImmediateScheduler { return self }
    // Not `lift(_:endsEarly:)`, which threads the transformation into this producer's
    // run: that run ends at its source's terminal event, while deliveries may still wait
    // on the scheduler. A run of its own ends only when its downstream has received the
    // terminal event or is interrupted, which is when the deliveries must be cancelled.
    let transformation: Transformation<Value, Failure, Value, Failure> =
      Transformations.observe(on: scheduler)
    return SignalProducer { observer, lifetime in
      lifetime += start(transformation(observer, lifetime))
    }
  }
}

extension Transformations {
  @inlinable
  static func observe<Value, Failure>(
    on scheduler: any Scheduler
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, lifetime in
      let delivery = ScheduledDelivery(scheduler: scheduler, downstream: downstream)
      // Weak: the derived signal's lifetime must not keep the delivery, and through it the
      // downstream observer, alive; a scheduled batch keeps it alive until it runs.
      lifetime.observeEnded { [weak delivery] in delivery?.cancel() }
      return Signal.Observer { event in delivery.enqueue(event) }
    }
  }
}
