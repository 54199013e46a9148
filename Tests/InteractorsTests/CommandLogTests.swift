import Foundation
import Interactors
import Signals
import SignalsTesting
import Testing

@Suite struct CommandLogTests {
  /// A session on virtual time: a load answered after 1.5 s, a second load while the
  /// first is in flight, an open once loaded.
  func recordSession() -> (log: CommandLog<LoaderCommand>, viewModels: [LoaderViewModel]) {
    let scheduler = TestScheduler()
    let interactor = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .milliseconds(1500), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    let recorder = CommandLog.Recorder(interactor, clock: scheduler)
    let viewModels = EventRecorder(interactor.viewModel.signal)
    interactor.send(.open)
    scheduler.advance(by: .milliseconds(200))
    interactor.send(.load)
    scheduler.advance(by: .seconds(1))
    interactor.send(.load)
    scheduler.advance(by: .seconds(1))
    interactor.send(.open)
    interactor.send(.open)
    scheduler.run()
    return (recorder.log, viewModels.values)
  }

  @Test func theRecorderLogsEveryCommandWithItsVirtualTime() {
    let (log, _) = recordSession()
    #expect(log.entries.map(\.command) == [.open, .load, .load, .open, .open])
    #expect(
      log.entries.map(\.offset) == [
        .zero, .milliseconds(200), .milliseconds(1200), .milliseconds(2200), .milliseconds(2200),
      ])
  }

  @Test func replayingALogIntoAFreshInteractorShowsTheSameViewModels() {
    let (log, recorded) = recordSession()
    let scheduler = TestScheduler()
    let replayed = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .milliseconds(1500), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    let viewModels = EventRecorder(replayed.viewModel.signal)
    log.replay(into: replayed, on: scheduler)
    scheduler.run()
    #expect(recorded.count == 4)
    #expect(viewModels.values == recorded)
  }

  @Test func aLogSurvivesARoundTripThroughJSON() throws {
    let (log, recorded) = recordSession()
    let decoded = try CommandLog<LoaderCommand>(jsonData: log.jsonData())
    #expect(decoded == log)
    let scheduler = TestScheduler()
    let replayed = LoaderInteractor(
      service: LoaderServices.answering("Ada", after: .milliseconds(1500), on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
    let viewModels = EventRecorder(replayed.viewModel.signal)
    decoded.replay(into: replayed, on: scheduler)
    scheduler.run()
    #expect(viewModels.values == recorded)
  }

  @Test func theJSONNamesEachCommandAndItsOffsetInNanoseconds() throws {
    let log = CommandLog(entries: [.init(offset: .milliseconds(1500), command: LoaderCommand.load)])
    let json = String(decoding: try log.jsonData(), as: UTF8.self)
    #expect(json.contains(#""offsetNanoseconds" : 1500000000"#))
    #expect(json.contains(#""command" : "load""#))
  }

  @Test func malformedJSONThrowsInsteadOfCrashing() {
    #expect(throws: DecodingError.self) {
      try CommandLog<LoaderCommand>(jsonData: Data(#"{"entries":[{"command":"fly"}]}"#.utf8))
    }
  }

  @Test func disposingAReplayCancelsTheCommandsNotYetSent() {
    let scheduler = TestScheduler()
    let log = CommandLog(entries: [
      .init(offset: .seconds(1), command: "a"), .init(offset: .seconds(2), command: "b"),
    ])
    let (commands, emitter) = Signal<String, Never>.pipe()
    let received = EventRecorder(commands)
    let replay = log.replay(to: emitter.observer, on: scheduler)
    scheduler.advance(by: .seconds(1))
    replay.dispose()
    scheduler.run()
    #expect(received.values == ["a"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aStoppedRecorderKeepsWhatItRecorded() {
    let scheduler = TestScheduler()
    let (commands, emitter) = Signal<String, Never>.pipe()
    let recorder = CommandLog.Recorder(recording: commands, clock: scheduler)
    emitter.emit("kept")
    recorder.stop()
    emitter.emit("dropped")
    #expect(recorder.log.entries.map(\.command) == ["kept"])
  }

  @Test func aRecorderOnARealClockLogsIncreasingOffsets() {
    let (commands, emitter) = Signal<Int, Never>.pipe()
    let recorder = CommandLog.Recorder(recording: commands, clock: QueueScheduler())
    emitter.emit(1)
    emitter.emit(2)
    let offsets = recorder.log.entries.map(\.offset)
    #expect(offsets.count == 2)
    #expect(offsets[0] >= .zero && offsets[0] <= offsets[1])
  }
}
