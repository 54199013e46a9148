import Signals
import SignalsTesting
import Testing

@Suite struct LifetimeTests {
  @Test func endsWhenItsTokenIsReleased() {
    var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
    let ended = Counter()
    lifetime.observeEnded { ended.increment() }
    #expect(!lifetime.hasEnded)
    token = nil
    #expect(lifetime.hasEnded)
    #expect(ended.value == 1)
    _ = token
  }

  @Test func aLifetimeMadeFromATokenEndsWhenTheTokenIsDisposedOnce() {
    let token = Lifetime.Token()
    let lifetime = Lifetime(token)
    let ends = Counter()
    lifetime.observeEnded { ends.increment() }
    #expect(!lifetime.hasEnded)
    token.dispose()
    token.dispose()
    #expect(lifetime.hasEnded)
    #expect(ends.value == 1)
    #expect(Lifetime(token).hasEnded, "a lifetime of a disposed token has ended")
  }

  @Test func aLifetimeMadeFromATokenEndsWhenTheTokenIsReleased() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    token = nil
    #expect(lifetime.hasEnded)
  }

  @Test func disposesWhatIsAddedWhenItEnds() {
    var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
    let disposable = AnyDisposable()
    lifetime += disposable
    token = nil
    #expect(disposable.isDisposed)
    _ = token
  }

  @Test func runsALateObserverAtOnce() {
    let ended = Counter()
    Lifetime.ended.observeEnded { ended.increment() }
    let late = AnyDisposable()
    Lifetime.ended += late
    #expect(ended.value == 1)
    #expect(late.isDisposed)
  }

  @Test func foreverNeverEndsAndKeepsNothing() {
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      Lifetime.forever.observeEnded { withExtendedLifetime(canary) {} }
    }
    #expect(!Lifetime.forever.hasEnded)
    #expect(weakCanary == nil)
  }

  @Test func cancelledEndObserverDoesNotRun() {
    var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
    let ended = Counter()
    lifetime.observeEnded { ended.increment() }.dispose()
    token = nil
    #expect(ended.value == 0)
    _ = token
  }

  @Test func takeDuringEndsAnObservationWithItsOwner() {
    final class Owner: Sendable {
      let lifetime: Lifetime
      private let token: Lifetime.Token
      init() { (lifetime, token) = Lifetime.make() }
    }
    let (signal, emitter) = Signal<Int, Never>.pipe()
    var owner: Owner? = Owner()
    let recorder = EventRecorder(signal.take(during: owner!.lifetime))
    emitter.emit(1)
    owner = nil
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }
}
