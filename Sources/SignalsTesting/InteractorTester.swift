import Interactors
import Signals
import Testing

/// Tests an interactor exhaustively, as TCA's `TestStore` does: every view model and
/// every effect it outputs must be accounted for, in order — or, with ``exhaustivity``
/// off, only those the test states.
///
/// Send commands, advance the `TestScheduler` the interactor runs on, then expect each
/// output. A test fails — with a diff of expected and actual — when an expectation does
/// not match the next output, when outputs are left unexpected before the next
/// ``send(_:fileID:filePath:line:column:)`` or at ``finish(fileID:filePath:line:column:)``, or when an effect
/// producer is still running at the end. A tester that is released without
/// ``finish(fileID:filePath:line:column:)`` finishes then, reporting at the line that created it.
///
/// ```swift
/// let tester = InteractorTester { context in
///   Interactor(reducer: CounterReducer.self, initialViewModel: 0, scheduler: context)
/// }
/// tester.send(.increment)
/// tester.advance()
/// tester.expectViewModel(1)
/// tester.send(.save)
/// tester.advance()
/// tester.expectEffect(.save(1))
/// tester.finish()
/// ```
public final class InteractorTester<
  Command: Sendable, ViewModel: Equatable & Sendable, Effect: Equatable & Sendable
> {
  /// Receives each failure: its message and where in the test it happened.
  public typealias FailureReporter = (_ message: String, _ sourceLocation: SourceLocation) -> Void

  /// One output of the interactor, in the order outputs were delivered.
  public enum Output: Equatable, Sendable {
    /// A new view model.
    case viewModel(ViewModel)
    /// An effect for the parent.
    case effect(Effect)
  }

  /// The interactor under test.
  public let interactor: Interactor<Command, ViewModel, Effect>
  /// The virtual-time scheduler the interactor runs on.
  public let scheduler: TestScheduler

  private let delivered = Locked.make([Output]())
  private let observations = CompositeDisposable()
  private let reportFailure: FailureReporter
  private let creation: SourceLocation
  /// The view model that `expectViewModel(_:)`'s closure form starts from.
  private var lastViewModel: ViewModel
  private var isFinished = false

  /// How strictly the test is held to the interactor's outputs: ``Exhaustivity/on`` (the
  /// default) or ``Exhaustivity/off(showSkippedAssertions:)``.
  ///
  /// ```swift
  /// tester.exhaustivity = .off(showSkippedAssertions: false)
  /// tester.send(.increment)
  /// tester.send(.save)
  /// tester.advance(by: .seconds(1))
  /// tester.expectEffect(.didSave(1))  // The outputs before it are skipped
  /// ```
  public var exhaustivity: Exhaustivity = .on

  /// Receives what a non-exhaustive test skipped, when it asks to see it; by default
  /// each is recorded as a known issue, listed in the results without failing the test.
  public var reportSkipped: FailureReporter = { message, sourceLocation in
    withKnownIssue { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
  }

  /// Starts testing `interactor`, which must run on `scheduler`.
  ///
  /// - Parameters:
  ///   - interactor: The interactor; the tester keeps it alive.
  ///   - scheduler: The scheduler of the interactor's context.
  ///   - reportFailure: Receives each failure; by default Swift Testing's
  ///     `Issue.record`, at the test's line.
  ///   - fileID: Where a failure found when the tester is released is reported: the
  ///     caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public init(
    _ interactor: Interactor<Command, ViewModel, Effect>,
    scheduler: TestScheduler,
    reportFailure: @escaping FailureReporter = {
      Issue.record(Comment(rawValue: $0), sourceLocation: $1)
    },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.interactor = interactor
    self.scheduler = scheduler
    self.reportFailure = reportFailure
    self.creation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.lastViewModel = interactor.viewModel.value
    observations += interactor.viewModel.signal.observeValues { [delivered] viewModel in
      delivered.withLock { $0.append(.viewModel(viewModel)) }
    }
    observations += interactor.effect.observeValues { [delivered] effect in
      delivered.withLock { $0.append(.effect(effect)) }
    }
  }

  /// Starts testing the interactor that `makeInteractor` creates on a context of a new
  /// `TestScheduler`.
  ///
  /// - Parameters:
  ///   - reportFailure: Receives each failure; by default `Issue.record`.
  ///   - fileID: Where a failure found when the tester is released is reported: the
  ///     caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  ///   - makeInteractor: Creates the interactor on the context it is given.
  public convenience init(
    reportFailure: @escaping FailureReporter = {
      Issue.record(Comment(rawValue: $0), sourceLocation: $1)
    },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    _ makeInteractor: (SchedulerContext) -> Interactor<Command, ViewModel, Effect>
  ) {
    let scheduler = TestScheduler()
    self.init(
      scheduler.withAsyncWork { makeInteractor(SchedulerContext(testing: scheduler)) },
      scheduler: scheduler,
      reportFailure: reportFailure, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  deinit {
    if !isFinished { finish(at: creation) }
    observations.dispose()
  }

  /// The interactor's current view model.
  public var viewModel: ViewModel { interactor.viewModel.value }

  /// The outputs delivered and not yet expected, oldest first.
  public var unexpectedOutputs: [Output] { delivered.withLock { $0 } }

  /// Sends `command` to the interactor; it fails the test first if outputs delivered
  /// before are still unexpected.
  ///
  /// - Parameters:
  ///   - command: The command; it is reduced when the scheduler is advanced.
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public func send(
    _ command: Command, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    checkNothingUnexpected(
      before: "sending \(command)",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    scheduler.withAsyncWork { interactor.send(command) }
  }

  /// Moves the scheduler's time forward by `duration`, running everything due; by
  /// default it runs only what is due now.
  public func advance(by duration: Duration = .zero) {
    scheduler.advance(by: duration)
  }

  /// Runs the interactor's async work, without moving time, until each of its tasks has
  /// ended or sleeps on the scheduler's clock; for effects that await something the
  /// scheduler does not drive (see ``TestScheduler/settle(timeout:fileID:filePath:line:column:)``).
  ///
  /// ```swift
  /// tester.send(.load)
  /// await tester.settle()  // The service's answer, from whatever thread, is in
  /// tester.expectViewModel { $0.isLoading = false }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long, in real time, to wait for work that is still busy before
  ///     failing the test.
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public func settle(
    timeout: Duration = .seconds(10), fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) async {
    await scheduler.settle(
      timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs everything pending on the scheduler, moving time as far as needed.
  public func run() {
    scheduler.run()
  }

  /// Expects the next output to be the view model `expected`.
  ///
  /// - Parameters:
  ///   - expected: The view model; a different one fails with a line diff.
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public func expectViewModel(
    _ expected: ViewModel, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let sourceLocation = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity != .on {
      return expectViewModel(described: "view model \(expected)", at: sourceLocation) {
        $0 == expected
      }
    }
    guard let next = takeNext(expecting: "view model \(expected)", at: sourceLocation) else {
      return
    }
    guard case .viewModel(let actual) = next else {
      putBack(next)
      return fail(
        Message.wrongKind(expected: "view model \(expected)", actual: next), at: sourceLocation)
    }
    lastViewModel = actual
    if actual != expected {
      fail(
        Message.mismatch(of: "view model", expected: expected, actual: actual), at: sourceLocation)
    }
  }

  /// Expects the next output to be the last expected view model (at first, the initial
  /// one) changed by `update`: TCA's style, which states only what changes.
  ///
  /// In a non-exhaustive test it expects the first view model that `update` leaves as it
  /// is — whose properties that `update` sets already have those values — skipping the
  /// outputs before it.
  ///
  /// - Parameters:
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  ///   - update: Changes the last expected view model into the one now expected.
  public func expectViewModel(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, _ update: (inout ViewModel) -> Void
  ) {
    if exhaustivity != .on {
      return expectViewModel(
        described: "a view model with the changes stated",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ) { actual in
        var updated = actual
        update(&updated)
        return updated == actual
      }
    }
    var expected = lastViewModel
    update(&expected)
    expectViewModel(expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects the next output to be the effect `expected`.
  ///
  /// - Parameters:
  ///   - expected: The effect; a different one fails with a diff.
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public func expectEffect(
    _ expected: Effect, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let sourceLocation = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity != .on {
      expectFirst(described: "effect \(expected)", at: sourceLocation) {
        if case .effect(let actual) = $0 { actual == expected } else { false }
      }
      return
    }
    guard let next = takeNext(expecting: "effect \(expected)", at: sourceLocation) else { return }
    guard case .effect(let actual) = next else {
      putBack(next)
      return fail(
        Message.wrongKind(expected: "effect \(expected)", actual: next), at: sourceLocation)
    }
    if actual != expected {
      fail(Message.mismatch(of: "effect", expected: expected, actual: actual), at: sourceLocation)
    }
  }

  /// Ends the test: fails it if outputs are still unexpected or effect producers are
  /// still running.
  ///
  /// - Parameters:
  ///   - fileID: Where a failure is reported: the caller's file by default.
  ///   - filePath: The caller's file path by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    finish(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func finish(at sourceLocation: SourceLocation) {
    isFinished = true
    checkNothingUnexpected(before: "the end of the test", at: sourceLocation)
    let running = interactor.runningEffectCount()
    if running > 0, exhaustivity != .on {
      skipped(
        Message.stillRunning(running, pendingActions: scheduler.pendingActionCount),
        at: sourceLocation)
    } else if running > 0 {
      fail(
        Message.stillRunning(running, pendingActions: scheduler.pendingActionCount),
        at: sourceLocation)
    }
  }

  /// Removes the next output; when there is none, fails with what was expected.
  private func takeNext(expecting expected: String, at location: SourceLocation) -> Output? {
    let next = delivered.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    if next == nil {
      fail(
        Message.nothingLeft(expected: expected, pendingActions: scheduler.pendingActionCount),
        at: location)
    }
    return next
  }

  /// Returns an output of the other kind than expected, so that the next expectation can
  /// still account for it.
  private func putBack(_ output: Output) {
    delivered.withLock { $0.insert(output, at: 0) }
  }

  /// Fails if outputs are unexpected, and forgets them so that one omission fails once.
  private func checkNothingUnexpected(before moment: String, at location: SourceLocation) {
    let unexpected = delivered.withLock { outputs in
      defer { outputs.removeAll() }
      return outputs
    }
    if let last = unexpected.last(where: { if case .viewModel = $0 { true } else { false } }),
      case .viewModel(let viewModel) = last
    {
      lastViewModel = viewModel
    }
    guard !unexpected.isEmpty else { return }
    if exhaustivity != .on {
      skipped(Message.unexpected(unexpected, before: moment), at: location)
    } else {
      fail(Message.unexpected(unexpected, before: moment), at: location)
    }
  }

  /// In a non-exhaustive test: expects the first view model that `matches`, skipping the
  /// outputs before it.
  private func expectViewModel(
    described description: String, at location: SourceLocation,
    matches: (ViewModel) -> Bool
  ) {
    let found = expectFirst(described: description, at: location) {
      if case .viewModel(let actual) = $0 { matches(actual) } else { false }
    }
    if case .viewModel(let viewModel) = found { lastViewModel = viewModel }
  }

  /// In a non-exhaustive test: takes the first output that `matches` and those before
  /// it, which are skipped; fails, taking nothing, when none matches.
  @discardableResult
  private func expectFirst(
    described description: String, at location: SourceLocation, matches: (Output) -> Bool
  ) -> Output? {
    let (skippedOutputs, found) = delivered.withLock { outputs -> ([Output], Output?) in
      guard let index = outputs.firstIndex(where: matches) else { return ([], nil) }
      defer { outputs.removeFirst(index + 1) }
      return (Array(outputs[..<index]), outputs[index])
    }
    guard let found else {
      fail(
        Message.noneMatches(
          expected: description, among: unexpectedOutputs,
          pendingActions: scheduler.pendingActionCount),
        at: location)
      return nil
    }
    for case .viewModel(let viewModel) in skippedOutputs { lastViewModel = viewModel }
    if !skippedOutputs.isEmpty {
      skipped(Message.unexpected(skippedOutputs, before: description), at: location)
    }
    return found
  }

  /// Reports what a non-exhaustive test skipped, if it asked to see it.
  private func skipped(_ message: String, at location: SourceLocation) {
    if case .off(showSkippedAssertions: true) = exhaustivity {
      reportSkipped("Skipped: " + message, location)
    }
  }

  private func fail(_ message: String, at location: SourceLocation) {
    reportFailure(message, location)
  }
}
