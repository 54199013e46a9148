/// How `flatMap` combines the inner signals it creates from the values of a ``Signal``.
///
/// Every strategy forwards the events of its inner signals as one serial stream and ends
/// the result early on the first failure or interruption, outer or inner. They differ in
/// which inner signals are observed at a given moment, and so in when the result completes.
///
/// ```swift
/// let (queries, search) = Signal<String, Never>.pipe()
/// let short = Emitter<String, Never>(), long = Emitter<String, Never>()
/// queries.flatMap(.latest) { $0.count < 4 ? short.signal : long.signal }
///   .observeValues { print($0) }
/// search.emit("sig")
/// search.emit("signal")  // Stops observing the results for "sig".
/// short.emit("sigil")    // Prints nothing
/// long.emit("Signals")   // Prints "Signals"
/// ```
///
/// > Important: This enum may gain cases in a minor release. A `switch` over it needs a
/// > `default:` (or `@unknown default:`) to keep compiling.
public enum FlattenStrategy: Sendable, Equatable {
  /// Observes every inner signal at once and forwards values as they arrive.
  ///
  /// The result completes when the outer signal and every inner signal have completed.
  case merge

  /// Observes one inner signal at a time, in the order of the outer values.
  ///
  /// Outer values that arrive while an inner signal is running wait in a queue, and the
  /// transform runs for one only when the previous inner signal has completed. So a hot
  /// inner signal is created when its turn comes, and sends nothing to the result before
  /// then. The result completes when the outer signal has completed, the queue is empty
  /// and the last inner signal has completed.
  case concat

  /// Observes only the inner signal of the latest outer value.
  ///
  /// Each outer value ends the observation of the previous inner signal, so values it
  /// sends afterwards are dropped. The result completes when the outer signal and the
  /// current inner signal have completed.
  case latest

  /// Observes the inner signals side by side until one of them sends an event, then
  /// keeps only that one.
  ///
  /// The first inner signal to send any event — a value or a terminal event — wins: the
  /// others are disposed, and outer values that arrive after that are ignored. The result
  /// completes when the outer signal and the winner have completed, or when the outer
  /// signal completes without having sent any value.
  case race

  /// Observes at most `limit` inner signals at once; the outer values that arrive while
  /// `limit` are running wait in a queue, in order.
  ///
  /// When an inner signal completes, the transform runs for the next waiting value. As
  /// under `.concat`, a hot inner signal is created only when its turn comes. The result
  /// completes when the outer signal has completed, the queue is empty and every inner
  /// signal has completed. `.concurrent(limit: 1)` behaves as `.concat`; a limit below 1
  /// is taken as 1, since no inner signal could ever run.
  ///
  /// ```swift
  /// let (ids, load) = Signal<Int, Never>.pipe()
  /// ids.flatMap(.concurrent(limit: 2)) { id in SignalProducer(value: "user \(id)") }
  ///   .observeValues { print($0) }
  /// load.emit(1)  // Prints "user 1"
  /// ```
  case concurrent(limit: Int)

  /// Observes one inner signal at a time and drops the outer values that arrive while it
  /// runs; the first outer value after it completes starts the next.
  ///
  /// ReactiveSwift's `.throttle`, RxSwift's `flatMapFirst`: a button tapped again while
  /// its request runs does nothing. The transform runs only for the values that start an
  /// inner signal. The result completes when the outer signal and the running inner
  /// signal have completed.
  ///
  /// ```swift
  /// let (taps, tap) = Signal<Int, Never>.pipe()
  /// let request = Emitter<String, Never>()
  /// taps.flatMap(.throttle) { _ in request.signal }.observeValues { print($0) }
  /// tap.emit(1)              // Starts observing the request.
  /// tap.emit(2)              // Dropped: the request runs.
  /// request.emit("loaded")   // Prints "loaded"
  /// ```
  case throttle
}
