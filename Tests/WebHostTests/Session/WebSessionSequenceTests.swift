import Dispatch
import Flows
import Signals
import Testing

@testable import WebHost

/// A session takes each numbered message of the page once, and says which it has.
@Suite struct WebSessionSequenceTests {
  /// A session showing a button that counts its presses, and the count.
  private static func counting(
    _ messages: MessageRecorder
  ) -> (session: WebSession, presses: Locked<Int>) {
    let presses = Locked.make(0)
    let session = WebSession(number: 1, token: "kept", log: { _ in }, send: messages.record)
    let button = Page.Element.button("press") { presses.withLock { $0 += 1 } }
    session.push(Page(title: "Count", elements: [button]))
    return (session, presses)
  }

  private static let press = Result<UserAction, WebProtocolError>.success(
    .activate(page: 1, element: "press"))

  @Test func aMessageNumberedAgainIsIgnoredAndAcknowledgedAgain() async {
    let messages = MessageRecorder()
    let (session, presses) = Self.counting(messages)
    session.handle(Self.press, sequence: 1)
    session.handle(Self.press, sequence: 1)
    session.handle(Self.press, sequence: 2)
    await session.settle()
    #expect(presses.withLock { $0 } == 2)
    #expect(messages.messages.last == .acknowledged(sequence: 2))
  }

  @Test func aNumberBelowTheLastTakenIsIgnoredToo() async {
    let messages = MessageRecorder()
    let (session, presses) = Self.counting(messages)
    session.handle(Self.press, sequence: 5)
    session.handle(Self.press, sequence: 3)
    await session.settle()
    #expect(presses.withLock { $0 } == 1)
    #expect(messages.messages.last == .acknowledged(sequence: 5))
  }

  @Test func aRefusedMessageIsTakenAndAcknowledgedAsAnAppliedOne() async {
    let messages = MessageRecorder()
    let (session, presses) = Self.counting(messages)
    session.handle(.success(.activate(page: 9, element: "press")), sequence: 1)
    session.handle(.success(.activate(page: 9, element: "press")), sequence: 1)
    await session.settle()
    #expect(presses.withLock { $0 } == 0)
    #expect(messages.rejections.count == 1)
    #expect(messages.messages.last == .acknowledged(sequence: 1))
  }

  @Test func unnumberedMessagesAreEachAppliedAndNotAcknowledged() async {
    let messages = MessageRecorder()
    let (session, presses) = Self.counting(messages)
    session.handle(.activate(page: 1, element: "press"))
    session.handle(.activate(page: 1, element: "press"))
    await session.settle()
    #expect(presses.withLock { $0 } == 2)
    #expect(!messages.messages.contains { if case .acknowledged = $0 { true } else { false } })
  }

  @Test func messagesTakenTogetherMakeOneAcknowledgement() async {
    let messages = MessageRecorder()
    let (session, _) = Self.counting(messages)
    // Queued behind a block that holds the UI thread, as a burst of keystrokes arrives.
    let release = DispatchSemaphore(value: 0)
    session.scheduler.schedule { release.wait() }
    for sequence in 1...5 { session.handle(Self.press, sequence: sequence) }
    release.signal()
    await session.settle()
    let acknowledgements = messages.messages.filter {
      if case .acknowledged = $0 { true } else { false }
    }
    #expect(acknowledgements == [.acknowledged(sequence: 5)])
  }

  @Test func aResumedPageHearsTheLastNumberTakenBeforeItsScreen() async {
    let messages = MessageRecorder()
    let (session, _) = Self.counting(messages)
    session.handle(Self.press, sequence: 4)
    await session.settle()
    session.reconnect(token: "fresh")
    await session.settle()
    let resumed = messages.messages.drop { $0 != .hello(version: 1, session: 1, token: "fresh") }
    #expect(Array(resumed.prefix(2)).last == .acknowledged(sequence: 4))
    #expect(resumed.dropFirst(2).first.map { if case .screen = $0 { true } else { false } } == true)
  }
}
