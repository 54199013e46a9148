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
