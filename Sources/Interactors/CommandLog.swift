import Foundation
import Signals

/// Every command an interactor received, with when it arrived: a session to replay.
///
/// A ``Recorder`` fills a log as commands arrive. Since an ``Interactor`` is a pure
/// reducer driven by its commands and its effects' answers, replaying the log into a fresh
/// interactor on a virtual-time scheduler — with effects that answer as they did — shows
/// the same sequence of view models: time travel for a bug report. With `Codable`
/// commands, a log is saved as JSON and read back.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let counter = Interactor(
///   reducer: CounterReducer.self, initialViewModel: 0,
///   scheduler: SchedulerContext(testing: scheduler))
/// let recorder = CommandLog.Recorder(counter, clock: scheduler)
/// counter.send(.increment)
/// scheduler.advance(by: .seconds(2))
/// counter.send(.increment)
/// print(recorder.log.entries.map(\.offset))  // Prints "[0.0 seconds, 2.0 seconds]"
/// ```
public struct CommandLog<Command: Sendable>: Sendable {
  /// One command and when it arrived.
  public struct Entry: Sendable {
    /// How long after the recording started the command arrived.
    public var offset: Duration
    /// The command.
    public var command: Command

    /// Creates an entry for `command`, arrived `offset` after the recording started.
    public init(offset: Duration, command: Command) {
      self.offset = offset
      self.command = command
    }
  }

  /// The commands, in the order they arrived.
  public var entries: [Entry]

  /// Creates a log of `entries`, empty by default.
  ///
  /// ```swift
  /// let log = CommandLog(entries: [.init(offset: .seconds(1), command: "tap")])
  /// print(log.entries.count)  // Prints "1"
  /// ```
  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// Sends every command to `sink` at its offset from now, on `scheduler`.
  ///
  /// On a `TestScheduler` (SignalsTesting) nothing is sent until the test advances it;
  /// `run()` replays the whole session. A command due at the same instant as other work
  /// on the scheduler is sent before the work scheduled after the replay began.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let log = CommandLog(entries: [.init(offset: .seconds(1), command: "tap")])
  /// let (commands, emitter) = Signal<String, Never>.pipe()
  /// commands.observeValues { print($0) }
  /// log.replay(to: emitter.observer, on: scheduler)
  /// scheduler.advance(by: .seconds(1))  // Prints "tap"
  /// ```
  ///
  /// - Returns: A disposable that cancels the commands not yet sent.
  @discardableResult
  public func replay(to sink: Signal<Command, Never>.Observer, on scheduler: some DateScheduler)
    -> any Disposable
  {
    let start = scheduler.now
    return CompositeDisposable(
      entries.compactMap { entry in
        scheduler.schedule(after: start.advanced(by: entry.offset)) { [command = entry.command] in
          sink.emit(command)
        }
      })
  }

  /// Sends every command to `interactor` at its offset from now, on `scheduler`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let replayed = Interactor(
  ///   reducer: CounterReducer.self, initialViewModel: 0,
  ///   scheduler: SchedulerContext(testing: scheduler))
  /// log.replay(into: replayed, on: scheduler)
  /// scheduler.run()
  /// ```
  ///
  /// - Returns: A disposable that cancels the commands not yet sent.
  @discardableResult
  public func replay<ViewModel, Effect>(
    into interactor: Interactor<Command, ViewModel, Effect>, on scheduler: some DateScheduler
  ) -> any Disposable {
    replay(to: interactor.commandSink, on: scheduler)
  }
}

extension CommandLog: Equatable where Command: Equatable {}
extension CommandLog.Entry: Equatable where Command: Equatable {}

extension CommandLog: Codable where Command: Codable {
  /// The log as JSON: `{"entries":[{"offsetNanoseconds":…,"command":…}]}`, keys sorted
  /// so that two logs of one session compare equal as text.
  ///
  /// - Throws: The error of encoding a command.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(self)
  }

  /// Reads a log written by ``jsonData()``.
  ///
  /// - Throws: `DecodingError` when `data` is not such a log.
  public init(jsonData data: Data) throws {
    self = try JSONDecoder().decode(CommandLog.self, from: data)
  }
}

extension CommandLog.Entry: Codable where Command: Codable {
  private enum CodingKeys: String, CodingKey {
    case offsetNanoseconds, command
  }

  /// Decodes an entry; its offset is exact to the nanosecond.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    offset = .nanoseconds(try container.decode(Int64.self, forKey: .offsetNanoseconds))
    command = try container.decode(Command.self, forKey: .command)
  }

  /// Encodes an entry, its offset as whole nanoseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let (seconds, attoseconds) = offset.components
    try container.encode(
      seconds * 1_000_000_000 + attoseconds / 1_000_000_000, forKey: .offsetNanoseconds)
    try container.encode(command, forKey: .command)
  }
}
