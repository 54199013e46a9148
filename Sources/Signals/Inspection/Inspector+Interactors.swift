extension Inspector {
  /// What an inspector knows of one interactor alive: the commands it reduced, in order,
  /// with the change each made to its view model, and how many of its effects run now.
  ///
  /// `Interactors` reports each interactor made while an inspector records. Without
  /// ``Inspector/showsValues``, a command shows only its case and a change only how many
  /// lines of the view model it changed: commands and view models can hold a user's data.
  public struct InteractorHistory: Sendable, Hashable, Identifiable {
    /// The interactor's group in the graph: its ``Group/name`` is the reducer's type.
    public let group: Group
    /// The latest commands reduced, oldest first: at most ``capacity``.
    public let commands: [Command]
    /// How many commands before the first of ``commands`` are no longer kept.
    public let dropped: Int
    /// How many of the interactor's effect producers are running now.
    public let runningEffects: Int
    /// The command after which the app is shown as it was (see
    /// ``Inspector/travel(interactor:to:)``), or `nil` when it shows now.
    public let shown: Int?

    /// The interactor's id: its group's.
    public var id: Int { group.id }

    /// The most commands kept for one interactor.
    public static let capacity = 200

    /// Creates a history.
    public init(
      group: Group, commands: [Command], dropped: Int, runningEffects: Int, shown: Int? = nil
    ) {
      self.group = group
      self.commands = commands
      self.dropped = dropped
      self.runningEffects = runningEffects
      self.shown = shown
    }
  }

  /// The interactors alive that an inspector recorded, oldest first.
  ///
  /// ```swift
  /// let inspector = Inspector(showsValues: true)
  /// let counter = inspector.record {
  ///   Interactor(reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// }
  /// counter.send(.increment)
  /// print(inspector.interactors().first?.commands.map(\.command) ?? [])
  /// // Prints "["increment"]"
  /// ```
  public func interactors() -> [InteractorHistory] {
    liveJournals().map { $0.history() }
  }

  /// Shows the app as it was after one of an interactor's commands — its view model as
  /// that command left it, on the app's own host — or, for `nil`, as it is now.
  ///
  /// While the app shows the past it is read-only: the commands its views send are held,
  /// not reduced, and reduced in order once it shows now again; what effects send back
  /// is reduced as usual, out of sight. Nothing a user types is lost.
  ///
  /// ```swift
  /// let inspector = Inspector()
  /// let counter = inspector.record {
  ///   Interactor(reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// }
  /// counter.send(.increment)
  /// counter.send(.increment)
  /// let id = inspector.interactors()[0].id
  /// inspector.travel(interactor: id, to: 0)
  /// print(counter.viewModel.value)  // Prints "1"
  /// inspector.travel(interactor: id, to: nil)
  /// print(counter.viewModel.value)  // Prints "2"
  /// ```
  ///
  /// - Parameters:
  ///   - interactor: The interactor's id (``InteractorHistory/id``).
  ///   - command: The command's ``InteractorHistory/Command/sequence``, or `nil` for now.
  /// - Returns: Whether the app now shows what was asked: `false` for an interactor gone
  ///   or a command no longer kept.
  @discardableResult
  public func travel(interactor: Int, to command: Int?) -> Bool {
    guard let journal = liveJournals().first(where: { $0.id == interactor }) else {
      return false
    }
    return journal.travel(to: command)
  }

  private func liveJournals() -> [InteractorJournal] {
    journals.withLock { journals in
      journals.removeAll { $0.journal == nil }
      return journals.compactMap(\.journal)
    }
  }
}

extension Inspector.InteractorHistory {
  /// One command an interactor reduced.
  public struct Command: Sendable, Hashable {
    /// The command's number in its interactor: its first command is 0.
    public let sequence: Int
    /// When it was reduced, since the inspector was made.
    public let time: Duration
    /// The command: its description when the inspector shows values, else its case.
    public let command: String
    /// The lines of the view model's description it changed, those before marked `−` and
    /// those after `+`, as `InteractorTester` prints them; empty when the view model did
    /// not change or the inspector does not show values.
    public let changes: [String]
    /// How many lines of the view model's description it changed.
    public let changedLines: Int
    /// The case of the effect it started, if any.
    public let effect: String?

    /// Creates a command's record.
    public init(
      sequence: Int, time: Duration, command: String, changes: [String], changedLines: Int,
      effect: String?
    ) {
      self.sequence = sequence
      self.time = time
      self.command = command
      self.changes = changes
      self.changedLines = changedLines
      self.effect = effect
    }
  }
}
