extension Signal {
  /// Logs every event that passes through, and the end of the signal, for debugging.
  ///
  /// After the terminal event, a `disposed` line says that the signal released what fed
  /// it; a signal released unobserved logs only that line.
  ///
  /// ```swift
  /// signal.logEvents(identifier: "search").observeValues { _ in }
  /// emitter.emit("sig")  // Prints "[search] value(sig)"
  /// emitter.complete()   // Prints "[search] completed", then "[search] disposed"
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: A prefix that tells this signal's lines apart from others.
  ///   - logger: Receives each line; prints to standard output by default.
  @inlinable
  public func logEvents(
    identifier: String = "",
    logger: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Signal {
    let prefix = identifier.isEmpty ? "" : "[\(identifier)] "
    return on(
      value: { logger("\(prefix)value(\($0))") },
      failed: { logger("\(prefix)failed(\($0))") },
      completed: { logger("\(prefix)completed") },
      interrupted: { logger("\(prefix)interrupted") },
      disposed: { logger("\(prefix)disposed") }
    )
  }
}

extension SignalProducer {
  /// Logs the start of every run, every event that passes through, and the end of the
  /// run, for debugging.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).logEvents(identifier: "load").start()
  /// // Prints "[load] starting", "[load] value(1)", "[load] completed", "[load] disposed",
  /// // then "[load] started": this run ended inside its start handler
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: A prefix that tells this producer's lines apart from others.
  ///   - logger: Receives each line; prints to standard output by default.
  @inlinable
  public func logEvents(
    identifier: String = "",
    logger: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> SignalProducer {
    let prefix = identifier.isEmpty ? "" : "[\(identifier)] "
    return on(
      starting: { logger("\(prefix)starting") },
      started: { logger("\(prefix)started") },
      value: { logger("\(prefix)value(\($0))") },
      failed: { logger("\(prefix)failed(\($0))") },
      completed: { logger("\(prefix)completed") },
      interrupted: { logger("\(prefix)interrupted") },
      disposed: { logger("\(prefix)disposed") }
    )
  }
}
