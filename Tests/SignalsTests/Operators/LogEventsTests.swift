import Signals
import SignalsTesting
import Testing

@Suite struct LogEventsTests {
  @Test func logsEachValueThenCompletionThenDisposalWithTheIdentifier() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let lines = Log<String>()
    let recorder = EventRecorder(
      signal.logEvents(identifier: "search", logger: { lines.append($0) }))
    emitter.emit("sig")
    emitter.emit("signal")
    emitter.complete()
    #expect(
      lines.all == [
        "[search] value(sig)", "[search] value(signal)", "[search] completed", "[search] disposed",
      ])
    #expect(recorder.events == [.value("sig"), .value("signal"), .completed])
  }

  @Test func logsWithoutPrefixWhenTheIdentifierIsEmpty() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let lines = Log<String>()
    signal.logEvents(logger: { lines.append($0) }).observe { _ in }
    emitter.emit(1)
    emitter.interrupt()
    #expect(lines.all == ["value(1)", "interrupted", "disposed"])
  }

  @Test func logsTheFailureWithItsError() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let lines = Log<String>()
    signal.logEvents(identifier: "io", logger: { lines.append($0) }).observe { _ in }
    emitter.fail(TestError(code: 5))
    #expect(lines.all == ["[io] failed(TestError(code: 5))", "[io] disposed"])
  }

  @Test func logsEachLineBeforeTheObserverSeesTheEvent() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    signal.logEvents(identifier: "x", logger: { log.append($0) }).observe {
      log.append("observer \($0)")
    }
    emitter.emit(1)
    emitter.complete()
    #expect(
      log.all == [
        "[x] value(1)", "observer value(1)", "[x] completed", "observer completed", "[x] disposed",
      ])
  }

  @Test func logsDisposalWhenTheObservationIsDisposedAndTheSignalDropped() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let lines = Log<String>()
    signal.logEvents(identifier: "x", logger: { lines.append($0) }).observe { _ in }.dispose()
    emitter.emit(1)
    #expect(lines.all == ["[x] disposed"])
  }

  @Test func aStructuredLoggerReceivesTheLinesPartsAndTheCallSite() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let lines = Log<String>()
    let line = #line + 1
    signal.logEvents(identifier: "io") { identifier, event, file, function, lineNumber in
      lines.append("\(identifier)|\(event)|\(file)|\(function)|\(lineNumber)")
    }.observe { _ in }
    emitter.emit(1)
    emitter.complete()
    let site = "\(#fileID)|aStructuredLoggerReceivesTheLinesPartsAndTheCallSite()|\(line)"
    #expect(
      lines.all == ["io|value(1)|\(site)", "io|completed|\(site)", "io|disposed|\(site)"])
  }

  @Test func aStructuredLoggerOfAProducerAlsoSeesTheRunStart() {
    let events = Log<String>()
    SignalProducer<Int, Never>(value: 1)
      .logEvents { _, event, _, _, _ in events.append(event) }
      .start()
    #expect(events.all == ["starting", "value(1)", "completed", "disposed", "started"])
  }
}
