extension Signal {
  /// Names the signal in the graph of the ``Inspector`` recording it, and returns it.
  ///
  /// With no inspector recording, it does nothing: a name given then is not kept, so name
  /// signals where they are built, after the inspector started.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let (taps, _) = inspector.record { Signal<Int, Never>.pipe() }
  /// inspector.record { _ = taps.named("taps") }
  /// print(inspector.graph().node(named: "taps")?.kind as Any)  // Prints "Optional(pipe)"
  /// ```
  ///
  /// - Parameter name: The name the inspector shows, in place of where it was made.
  /// - Returns: This signal.
  @discardableResult
  public func named(_ name: String) -> Signal {
    Inspection.name(core, name)
    return self
  }
}

extension MutableProperty {
  /// Names the property in the graph of the ``Inspector`` recording it, and returns it.
  ///
  /// With no inspector recording, it does nothing (see ``Signal/named(_:)``).
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let query = inspector.record { MutableProperty("").named("query") }
  /// query.value = "sig"
  /// print(inspector.graph().node(named: "query")?.events as Any)  // Prints "Optional(1)"
  /// ```
  ///
  /// - Parameter name: The name the inspector shows, in place of where it was made.
  /// - Returns: This property.
  @discardableResult
  public func named(_ name: String) -> MutableProperty {
    signal.named(name)
    return self
  }
}

extension Property {
  /// Names the property in the graph of the ``Inspector`` recording it, and returns it.
  ///
  /// With no inspector recording, it does nothing (see ``Signal/named(_:)``).
  ///
  /// - Parameter name: The name the inspector shows, in place of where it was made.
  /// - Returns: This property.
  @discardableResult
  public func named(_ name: String) -> Property {
    signal.named(name)
    return self
  }
}

extension SignalProducer {
  /// Names every run of the producer in the graph of the ``Inspector`` recording it, and
  /// returns a producer whose runs are named.
  ///
  /// Each start of the result is a node of kind ``Inspector/Node/Kind/producerRun`` with
  /// this name, in place of where the producer was made. As with ``Signal/named(_:)``, a
  /// name given with no inspector recording on this thread is not kept (the producer is
  /// returned as it is), so name producers where they are built, after the inspector
  /// started.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let run = inspector.record { SignalProducer(values: [1, 2]).named("numbers").start() }
  /// print(inspector.graph().node(named: "numbers")?.events as Any)  // Prints "Optional(3)"
  /// run.dispose()  // Kept until here: a run released leaves the graph.
  /// ```
  ///
  /// - Parameter name: The name the inspector shows for each run.
  /// - Returns: A producer whose runs are named, or this one with no inspector recording.
  public func named(_ name: String) -> SignalProducer {
    guard Inspection.isRecordingHere else { return self }
    let startRun = self.startRun
    return SignalProducer(uninspected: { makeObserver in
      startRun { lifetime, run in
        Inspection.name(run, name)
        return makeObserver(lifetime, run)
      }
    })
  }
}
