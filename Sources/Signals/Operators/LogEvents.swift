/// Receives one line of ``Signal/logEvents(identifier:fileName:functionName:lineNumber:logger:)``
/// as its parts, for a logging system that keeps them as structured fields.
///
/// - Parameters:
///   - identifier: The identifier given to `logEvents`.
///   - event: What happened: `value(1)`, `failed(…)`, `completed`, `interrupted`,
///     `disposed`, and on producers `starting` and `started`.
///   - fileName: The file `logEvents` was called from.
///   - functionName: The function `logEvents` was called from.
///   - lineNumber: The line `logEvents` was called from.
public typealias EventLogger =
  @Sendable (
    _ identifier: String, _ event: String, _ fileName: String, _ functionName: String,
    _ lineNumber: Int
  ) -> Void

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
  /// Without an identifier, a signal an ``Inspector`` records is identified by its name
  /// in the graph, ``named(_:)``'s (`[query] value(sig)`), or else by where it was made.
  ///
  /// - Parameters:
  ///   - identifier: A prefix that tells this signal's lines apart from others.
  ///   - logger: Receives each line; prints to standard output by default.
  @inlinable
  public func logEvents(
    identifier: String = "",
    logger: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Signal {
    logEvents(identifier: identifier, logger: Transformations.lines(logger))
  }

  /// Logs every event that passes through, and the end of the signal, to a structured
  /// logger that receives each line's parts and where `logEvents` was called.
  ///
  /// ```swift
  /// signal.logEvents(identifier: "search") { identifier, event, file, function, line in
  ///   print("\(identifier) \(event) at \(file):\(line)")
  /// }.observeValues { _ in }
  /// emitter.emit("sig")  // Prints "search value(sig) at App/Search.swift:12"
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: Tells this signal's lines apart from others.
  ///   - fileName: The calling file, by default.
  ///   - functionName: The calling function, by default.
  ///   - lineNumber: The calling line, by default.
  ///   - logger: Receives each line's parts.
  @inlinable
  public func logEvents(
    identifier: String = "",
    fileName: String = #fileID, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger
  ) -> Signal {
    // Without an identifier, the name the inspector recording this signal gives it.
    let identifier = identifier.isEmpty ? Inspection.label(of: core) ?? "" : identifier
    let log: @Sendable (String) -> Void = {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return on(
      value: { log("value(\($0))") },
      failed: { log("failed(\($0))") },
      completed: { log("completed") },
      interrupted: { log("interrupted") },
      disposed: { log("disposed") }
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
    logEvents(identifier: identifier, logger: Transformations.lines(logger))
  }

  /// Logs the start of every run, every event that passes through, and the end of the
  /// run, to a structured logger (see
  /// ``Signal/logEvents(identifier:fileName:functionName:lineNumber:logger:)``).
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).logEvents(identifier: "load") { _, event, _, _, _ in
  ///   print(event)
  /// }.start()
  /// // Prints "starting", "value(1)", "completed", "disposed", then "started"
  /// ```
  @inlinable
  public func logEvents(
    identifier: String = "",
    fileName: String = #fileID, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger
  ) -> SignalProducer {
    let log: @Sendable (String) -> Void = {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return on(
      starting: { log("starting") },
      started: { log("started") },
      value: { log("value(\($0))") },
      failed: { log("failed(\($0))") },
      completed: { log("completed") },
      interrupted: { log("interrupted") },
      disposed: { log("disposed") }
    )
  }
}

extension Transformations {
  /// A structured logger that hands each line to `logger` as text, prefixed with its
  /// identifier in brackets when there is one.
  @inlinable
  static func lines(_ logger: @escaping @Sendable (String) -> Void) -> EventLogger {
    { identifier, event, _, _, _ in
      logger(identifier.isEmpty ? event : "[\(identifier)] \(event)")
    }
  }
}
