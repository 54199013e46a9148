import Signals

extension Interactor {
  /// Creates an interactor that runs `reducer`: seed 003's `init`, written once.
  ///
  /// Commands sent to the interactor become the reducer's commands through `toCommand`;
  /// with the commands fed back by effects they are reduced one at a time on
  /// `scheduler.state`. Each new view model, unless equal to the last, and each effect
  /// that `toEffect` turns into an interactor effect, are delivered on `scheduler.output`.
  /// Each reducer effect is also started, on `scheduler.work`, as the producer that
  /// `toSignalProducer` describes; the commands it sends are reduced like any other.
  ///
  /// ```swift
  /// let counter = Interactor<CounterReducer.Command, Int, Never>(
  ///   reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate,
  ///   toCommand: { $0 }, toEffect: { _ in nil },
  ///   toSignalProducer: { _ in .empty })
  /// counter.send(.increment)
  /// print(counter.viewModel.value)  // Prints "1"
  /// ```
  ///
  /// Effect producers cannot fail: as in seed 003, `toSignalProducer` maps a failure to a
  /// command (`flatMapError`), so a failed request is a state the reducer handles. Effect
  /// producers run side by side; none cancels another. A reducer that wants only the
  /// latest answer says so in its state and ignores stale ones. When the interactor is
  /// released, the producers still running are interrupted at once and what they send
  /// afterwards is ignored.
  ///
  /// - Parameters:
  ///   - reducer: The pure function from state and command to state.
  ///   - initialViewModel: The view model before any command.
  ///   - scheduler: Where state changes, outputs are delivered and work starts.
  ///   - toCommand: Converts the interactor's command into the reducer's.
  ///   - toEffect: Converts a reducer effect into an effect for the parent, or `nil` for
  ///     one the interactor handles itself.
  ///   - toSignalProducer: The work a reducer effect describes, sending commands back;
  ///     `.empty` for an effect that needs none.
  @inlinable
  public convenience init<R: Reducer>(
    reducer: R.Type,
    initialViewModel: ViewModel,
    scheduler: SchedulerContext = SchedulerContext(),
    toCommand: @escaping @Sendable (Command) -> R.Command,
    toEffect: @escaping @Sendable (R.Effect) -> Effect?,
    toSignalProducer: @escaping @Sendable (R.Effect) -> SignalProducer<R.Command, Never>
  ) where R.ViewModel == ViewModel {
    // One group in an inspector's graph, named after the reducer; with none recording,
    // the closure runs as it is.
    let (commandEmitter, viewModel, effectSignal, owned, token, runs) = Inspector.group(
      .interactor, named: "\(R.self)"
    ) {
      let commandEmitter = Emitter<Command, Never>()
      // The reducer's one input: the interactor's commands, converted, and the commands
      // effects feed back. Its signal already takes sends from any thread one at a time,
      // so no `merge` is needed, and a command skips the serializer a merge would add.
      let reducerInput = Emitter<R.Command, Never>()
      let (lifetime, token) = Lifetime.make()
      let runs = EffectRuns()

      let step: @Sendable (inout Transition<R>, R.Command) -> Void = { transition, command in
        let next = R.reduce(state: transition.state, command: command)
        transition.changesViewModel = next.viewModel != transition.state.viewModel
        transition.state = next
      }
      // While an inspector records, each command is also noted in its journal, and the
      // inspector can show the interactor as a past command left it.
      let inspected = Self.journaling(
        step, runs: runs, initial: initialViewModel, output: scheduler.output
      ) { [weak reducerInput] in reducerInput?.emit(toCommand($0)) }
      if let travel = inspected?.travel {
        commandEmitter.signal.observeValues {
          if !travel.holds($0) { reducerInput.emit(toCommand($0)) }
        }
      } else {
        commandEmitter.signal.observeValues { reducerInput.emit(toCommand($0)) }
      }
      let transitions = reducerInput.signal.observe(on: scheduler.state)
        .scan(
          into: Transition<R>(ReducerState(viewModel: initialViewModel)),
          inspected?.step ?? step)

      // The seed's three branches; the pure filters run before `observe(on:)` rather than
      // after, so that a transition without a change or an effect schedules nothing, and
      // the two effect branches share one filter, so that such a transition costs one.
      let viewModelSignal = transitions.compactMap {
        $0.changesViewModel ? $0.state.viewModel : nil
      }
      .observe(on: scheduler.output)
      let effectSignal: Signal<Effect, Never>
      var owned: [any Sendable] = [reducerInput]
      if R.Effect.self == Never.self {
        // A reducer without effects: no effect branch for every transition to pass through.
        // The interactor's effects end, interrupted, when it is released.
        let noEffects = Emitter<Effect, Never>()
        effectSignal = noEffects.signal
        owned.append(noEffects)
      } else {
        let reducerEffects = transitions.compactMap { $0.state.effect }
        effectSignal = reducerEffects.compactMap(toEffect).observe(on: scheduler.output)
        reducerEffects
          .observe(on: scheduler.work)
          .flatMap(.merge) { runs.run(toSignalProducer($0), during: lifetime) }
          .observeValues { [weak reducerInput] in reducerInput?.emit($0) }
      }
      let viewModel: Property<ViewModel>
      if let travel = inspected?.travel {
        viewModelSignal.observeValues { travel.live($0) }
        viewModel = Property(initial: initialViewModel, then: travel.shown.signal)
      } else {
        viewModel = Property(initial: initialViewModel, then: viewModelSignal)
      }
      return (commandEmitter, viewModel, effectSignal, owned, token, runs)
    }
    self.init(
      emitter: commandEmitter,
      viewModel: viewModel,
      effect: effectSignal,
      owned: owned,
      token: token,
      runningEffectCount: { runs.count }
    )
  }

  /// Creates an interactor that runs `reducer` on the reducer's own commands and
  /// effects.
  ///
  /// ```swift
  /// let counter = Interactor(
  ///   reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// counter.send(.increment)
  /// print(counter.viewModel.value)  // Prints "1"
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: The pure function from state and command to state.
  ///   - initialViewModel: The view model before any command.
  ///   - scheduler: Where state changes, outputs are delivered and work starts.
  ///   - toSignalProducer: The work a reducer effect describes; by default none, so
  ///     every effect only goes to the parent.
  @inlinable
  public convenience init<R: Reducer>(
    reducer: R.Type,
    initialViewModel: ViewModel,
    scheduler: SchedulerContext = SchedulerContext(),
    toSignalProducer: @escaping @Sendable (R.Effect) -> SignalProducer<R.Command, Never> = {
      _ in .empty
    }
  ) where R.Command == Command, R.ViewModel == ViewModel, R.Effect == Effect {
    self.init(
      reducer: reducer, initialViewModel: initialViewModel, scheduler: scheduler,
      toCommand: { $0 }, toEffect: { $0 }, toSignalProducer: toSignalProducer)
  }
}

/// The reducer's state after a command, and whether the command changed its view model.
@usableFromInline
struct Transition<R: Reducer>: Sendable {
  @usableFromInline var state: R.State
  @usableFromInline var changesViewModel = false

  @inlinable
  init(_ state: R.State) {
    self.state = state
  }
}

/// Runs an interactor's effect producers: counts them, and ends them with the interactor.
@usableFromInline
final class EffectRuns: Sendable {
  @usableFromInline let running = Locked.make(0)

  @inlinable
  init() {}

  /// How many runs have started and not yet ended.
  @inlinable
  var count: Int { running.withLock { $0 } }

  /// `producer`, counted while it runs, and completed at once when `lifetime` ends —
  /// which interrupts the work it started.
  @inlinable
  func run<Value>(_ producer: SignalProducer<Value, Never>, during lifetime: Lifetime)
    -> SignalProducer<Value, Never>
  {
    SignalProducer { [running] observer, runLifetime in
      guard !lifetime.hasEnded else { return observer.complete() }
      running.withLock { $0 += 1 }
      runLifetime.observeEnded { running.withLock { $0 -= 1 } }
      runLifetime += lifetime.observeEnded { observer.complete() }
      runLifetime += producer.start(observer)
    }
  }
}
