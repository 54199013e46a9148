import Signals

extension Interactor {
  /// A child interactor as its parent sees it: which parent commands it takes, and which
  /// of its effects the parent passes on.
  ///
  /// Made with ``child(_:fromCommand:toEffect:)`` and given to
  /// ``Interactor/init(composing:_:viewModel:)``.
  public struct Child<ChildViewModel: Equatable & Sendable>: Sendable {
    let viewModel: Property<ChildViewModel>
    let route: @Sendable (Command) -> Void
    let effect: Signal<Effect, Never>
    let interactor: any Sendable
    let runningEffectCount: @Sendable () -> Int

    /// `interactor` as a child: it receives the parent commands that `fromCommand` maps to
    /// one of its own, and its effects that `toEffect` maps to a parent effect go to the
    /// parent's ``Interactor/effect``.
    ///
    /// ```swift
    /// let profile = ProfileInteractor(userId: 1, service: service)
    /// let child = UserInteractor.Child.child(profile, fromCommand: { command in
    ///   if case .loadProfile = command { .load } else { nil }
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - interactor: The child; the parent keeps it alive.
    ///   - fromCommand: The child's command for a parent command, or `nil` when the
    ///     command is not for this child (seed 003's `fromCommand`).
    ///   - toEffect: The parent's effect for a child effect, or `nil` to drop it; by
    ///     default every child effect is dropped.
    /// - Returns: The child, ready to compose.
    public static func child<ChildCommand, ChildEffect>(
      _ interactor: Interactor<ChildCommand, ChildViewModel, ChildEffect>,
      fromCommand: @escaping @Sendable (Command) -> ChildCommand?,
      toEffect: @escaping @Sendable (ChildEffect) -> Effect? = { _ in nil }
    ) -> Child {
      let sink = interactor.commandSink
      return Child(
        viewModel: interactor.viewModel,
        route: { command in fromCommand(command).map(sink.emit) },
        effect: interactor.effect.compactMap(toEffect),
        interactor: interactor,
        runningEffectCount: interactor.runningEffectCount
      )
    }
  }

  /// Creates a parent interactor from children: seed 003's `UserInteractor`, in a few
  /// lines.
  ///
  /// The parent's view model is `viewModel` applied to the children's latest view models
  /// (seed 003's `combineLatest`), sent only when it changes; each command goes to every
  /// child whose `fromCommand` accepts it; the children's effects are merged. The parent
  /// keeps its children alive, and releasing it releases them, which interrupts the
  /// effect producers they are running.
  ///
  /// ```swift
  /// let user = UserInteractor(
  ///   composing: .child(profile, fromCommand: { $0 == .loadProfile ? .load : nil }),
  ///   .child(posts, fromCommand: { $0 == .loadPosts ? .load : nil }),
  ///   viewModel: UserViewModel.init)
  /// ```
  ///
  /// - Parameters:
  ///   - first: The first child interactor, with the routing of commands and effects.
  ///   - second: The second child.
  ///   - viewModel: Combines the children's view models into the parent's.
  public convenience init<A, B>(
    composing first: Child<A>, _ second: Child<B>,
    viewModel: @escaping @Sendable (A, B) -> ViewModel
  ) {
    self.init(packing: first, second, viewModel: viewModel)
  }

  /// Creates a parent interactor from one child, whose view model it adapts.
  ///
  /// - Parameters:
  ///   - child: The child interactor, with the routing of commands and effects.
  ///   - viewModel: Makes the parent's view model of the child's.
  public convenience init<A>(
    composing child: Child<A>, viewModel: @escaping @Sendable (A) -> ViewModel
  ) {
    self.init(packing: child, viewModel: viewModel)
  }

  /// Creates a parent interactor from three children; see
  /// ``init(composing:_:viewModel:)``.
  ///
  /// - Parameters:
  ///   - first: The first child interactor, with the routing of commands and effects.
  ///   - second: The second child.
  ///   - third: The third child.
  ///   - viewModel: Combines the children's view models into the parent's.
  public convenience init<A, B, C>(
    composing first: Child<A>, _ second: Child<B>, _ third: Child<C>,
    viewModel: @escaping @Sendable (A, B, C) -> ViewModel
  ) {
    self.init(packing: first, second, third, viewModel: viewModel)
  }

  /// Creates a parent interactor from four children; see
  /// ``init(composing:_:viewModel:)``.
  ///
  /// - Parameters:
  ///   - first: The first child interactor, with the routing of commands and effects.
  ///   - second: The second child.
  ///   - third: The third child.
  ///   - fourth: The fourth child.
  ///   - viewModel: Combines the children's view models into the parent's.
  public convenience init<A, B, C, D>(
    composing first: Child<A>, _ second: Child<B>, _ third: Child<C>, _ fourth: Child<D>,
    viewModel: @escaping @Sendable (A, B, C, D) -> ViewModel
  ) {
    self.init(packing: first, second, third, fourth, viewModel: viewModel)
  }

  /// The composition of any number of children; the public initialisers, which take one
  /// to four, give their arguments the context that leading-dot `.child(…)` needs.
  convenience init<each ChildViewModel: Equatable & Sendable>(
    packing children: repeat Child<each ChildViewModel>,
    viewModel: @escaping @Sendable (repeat each ChildViewModel) -> ViewModel
  ) {
    var routes: [@Sendable (Command) -> Void] = []
    var changes: [Signal<Void, Never>] = []
    var effects: [Signal<Effect, Never>] = []
    var owned: [any Sendable] = []
    var counts: [@Sendable () -> Int] = []
    for child in repeat each children {
      routes.append(child.route)
      changes.append(child.viewModel.signal.map { _ in })
      effects.append(child.effect)
      owned.append(child.interactor)
      counts.append(child.runningEffectCount)
    }
    let properties = (repeat (each children).viewModel)
    let combine: @Sendable () -> ViewModel = { viewModel(repeat (each properties).value) }

    let initial = combine()
    let emitter = Emitter<Command, Never>()
    emitter.signal.observeValues { [routes] command in
      for route in routes { route(command) }
    }
    // Recomputed from every child's current view model when one of them changes, and
    // sent only when it differs from the last one sent.
    let viewModels = Signal.merge(changes)
      .scan(into: (viewModel: initial, isChange: false)) { last, _ in
        let next = combine()
        last.isChange = next != last.viewModel
        last.viewModel = next
      }
      .filter { $0.isChange }.map { $0.viewModel }
    self.init(
      emitter: emitter,
      viewModel: Property(initial: initial, then: viewModels),
      effect: Signal.merge(effects),
      owned: owned,
      token: Lifetime.Token(),
      runningEffectCount: { [counts] in counts.reduce(0) { $0 + $1() } }
    )
  }
}
