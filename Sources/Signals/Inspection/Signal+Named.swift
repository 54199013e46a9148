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
