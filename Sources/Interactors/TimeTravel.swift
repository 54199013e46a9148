import Signals

/// What lets an inspector show an interactor as it was after a past command: the view
/// model after each command kept, the view model the interactor's property shows, and
/// the commands its views send while it shows the past, held until it shows now again.
///
/// Made only while an inspector records (see ``Interactor/journaling(_:runs:)``); an
/// interactor made with none has no time travel and pays nothing for it.
@usableFromInline
final class TimeTravel<Command: Sendable, ViewModel: Sendable>: Sendable {
  /// The view models the interactor's property shows: the live ones, or a past one.
  @usableFromInline let shown = Emitter<ViewModel, Never>()
  private let state: Locked<State>
  private let output: any Scheduler

  private struct State {
    /// The view model after each command kept, by sequence number, oldest first.
    var snapshots: [(sequence: Int, viewModel: ViewModel)] = []
    /// The latest live view model, shown again when travel ends.
    var live: ViewModel
    /// Whether a past view model is shown.
    var isTraveling = false
    /// The commands sent while the past is shown, and whether they are being let go.
    var held: [Command] = []
    var isReleasing = false
  }

  @usableFromInline
  init(initial: ViewModel, output: any Scheduler) {
    state = .make(State(live: initial))
    self.output = output
  }

  /// Keeps the view model `sequence` left, as the journal numbered it.
  func snapshot(_ viewModel: ViewModel, after sequence: Int) {
    state.withLock { state in
      state.snapshots.append((sequence, viewModel))
      let excess = state.snapshots.count - Inspector.InteractorHistory.capacity
      if excess > 0 { state.snapshots.removeFirst(excess) }
    }
  }

  /// A live view model, delivered on the output scheduler: shown unless the past is.
  @usableFromInline
  func live(_ viewModel: ViewModel) {
    let isTraveling = state.withLock { state in
      state.live = viewModel
      return state.isTraveling
    }
    if !isTraveling { shown.emit(viewModel) }
  }

  /// A command the views sent: `true` when it is held because the past is shown, or
  /// because held commands are being let go and it must follow them.
  @usableFromInline
  func holds(_ command: Command) -> Bool {
    state.withLock { state in
      guard state.isTraveling || state.isReleasing else { return false }
      state.held.append(command)
      return true
    }
  }

  /// Shows the view model after `sequence`, or the live one for `nil`; the commands held
  /// meanwhile then go to `send`, in order.
  ///
  /// - Returns: `false` when `sequence` is no longer kept.
  func travel(to sequence: Int?, sending send: @escaping @Sendable (Command) -> Void) -> Bool {
    let viewModel: ViewModel? = state.withLock { state in
      guard let sequence else {
        state.isTraveling = false
        state.isReleasing = true
        return state.live
      }
      guard let snapshot = state.snapshots.first(where: { $0.sequence == sequence }) else {
        return nil
      }
      state.isTraveling = true
      return snapshot.viewModel
    }
    guard let viewModel else { return false }
    output.schedule { [self] in
      shown.emit(viewModel)
      if sequence == nil { release(to: send) }
    }
    return true
  }

  /// Lets the held commands go, in order, including those held while letting go.
  private func release(to send: @Sendable (Command) -> Void) {
    while true {
      let batch = state.withLock { state -> [Command] in
        // Travelling again: what is held stays held until the next return.
        guard !state.isTraveling else {
          state.isReleasing = false
          return []
        }
        let batch = state.held
        state.held = []
        if batch.isEmpty { state.isReleasing = false }
        return batch
      }
      if batch.isEmpty { return }
      batch.forEach(send)
    }
  }
}
