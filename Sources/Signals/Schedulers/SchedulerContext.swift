import Dispatch

/// The three schedulers an interactor runs on: where its state changes, where its
/// outputs are delivered, and where its effects' work starts.
///
/// Seed 003's interactors take one and use it like this:
///
/// ```swift
/// // partial: the interactor's signals (seed 003) are declared elsewhere
/// let stateReducer = allCommandsSignal.observe(on: scheduler.state).scan(initialState, reduce)
/// let viewModelSignal = stateReducer.map(\.viewModel).skipRepeats().observe(on: scheduler.output)
/// stateReducer.observe(on: scheduler.work).map(\.effect).skipNil() // …
/// ```
///
/// The default context suits an app. Tests use ``immediate`` when time does not matter,
/// or a context on one `TestScheduler` (SignalsTesting) to step through it.
public struct SchedulerContext: Sendable {
  /// Where commands are reduced into new state: one action at a time, in order.
  ///
  /// ```swift
  /// SchedulerContext.immediate.state.schedule { print("reduced") }  // Prints "reduced"
  /// ```
  public let state: any Scheduler
  /// Where view models and effects are delivered to the view layer.
  ///
  /// ```swift
  /// SchedulerContext().output.schedule { print("on the main thread") }
  /// // Prints "on the main thread", on the main thread
  /// ```
  public let output: any Scheduler
  /// Where the asynchronous work an effect describes is started.
  ///
  /// ```swift
  /// SchedulerContext().work.schedule { print("working") }  // Prints "working", off main
  /// ```
  public let work: any Scheduler

  /// Creates a context; each argument left out takes the production default.
  ///
  /// The defaults: `state` is a serial ``QueueScheduler`` of this context's own, so the
  /// reducer never runs twice at once and never blocks the main thread; `output` is the
  /// ``MainScheduler``, where a view may be touched; `work` is a serial
  /// ``QueueScheduler`` at `.utility` quality of service. A serial queue suffices for
  /// work: it only starts effects' producers, whose work runs wherever they put it, and
  /// ``Signal/observe(on:)`` delivers one event at a time even on a concurrent queue.
  ///
  /// ```swift
  /// let production = SchedulerContext()
  /// let quiet = SchedulerContext(output: ImmediateScheduler())
  /// ```
  public init(
    state: any Scheduler = QueueScheduler(name: "Signals.SchedulerContext.state"),
    output: any Scheduler = MainScheduler(),
    work: any Scheduler = QueueScheduler(name: "Signals.SchedulerContext.work", qos: .utility)
  ) {
    self.state = state
    self.output = output
    self.work = work
  }

  /// A context that runs everything at once on the sending thread.
  ///
  /// ```swift
  /// let (signal, emitter) = Signal<Int, Never>.pipe()
  /// signal.observe(on: SchedulerContext.immediate.output).observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1" at once
  /// ```
  public static let immediate = SchedulerContext(
    state: ImmediateScheduler(), output: ImmediateScheduler(), work: ImmediateScheduler())
}
