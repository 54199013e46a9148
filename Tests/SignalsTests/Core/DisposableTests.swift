import Dispatch
import OffThePool
import Signals
import Testing

@Suite struct DisposableTests {
  @Test(.cpuBound) func anyDisposableRunsItsActionOnceEvenWhenDisposedFromManyThreads() {
    let runs = Counter()
    let disposable = AnyDisposable { runs.increment() }
    #expect(!disposable.isDisposed)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
    #expect(runs.value == 1)
    #expect(disposable.isDisposed)
  }

  @Test func anyDisposableReleasesItsActionAfterRunningIt() {
    weak var weakCanary: Canary?
    let disposable: AnyDisposable
    do {
      let canary = Canary()
      weakCanary = canary
      disposable = AnyDisposable { withExtendedLifetime(canary) {} }
    }
    #expect(weakCanary != nil)
    disposable.dispose()
    #expect(weakCanary == nil)
  }

  @Test func compositeDisposesEverythingInTheOrderItWasAdded() {
    let log = Log<Int>()
    let composite = CompositeDisposable()
    composite += { log.append(1) }
    composite += AnyDisposable { log.append(2) }
    composite.add { log.append(3) }
    composite.dispose()
    composite.dispose()
    #expect(log.all == [1, 2, 3])
    #expect(composite.isDisposed)
  }

  @Test func compositeDisposesWhatIsAddedAfterItWasDisposed() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = AnyDisposable()
    composite += late
    #expect(late.isDisposed)
  }

  @Test func compositeHandleRemovesWithoutDisposing() {
    let composite = CompositeDisposable()
    let kept = AnyDisposable()
    let handle = composite.add(kept)
    handle.dispose()
    composite.dispose()
    #expect(!kept.isDisposed)
  }

  @Test func compositeStartsWithTheDisposablesItIsGiven() {
    let first = AnyDisposable()
    let second = AnyDisposable()
    CompositeDisposable([first, second]).dispose()
    #expect(first.isDisposed && second.isDisposed)
  }

  @Test func serialDisposesTheInnerItReplaces() {
    let serial = SerialDisposable()
    let first = AnyDisposable()
    let second = AnyDisposable()
    serial.inner = first
    serial.inner = second
    #expect(first.isDisposed)
    #expect(!second.isDisposed)
    serial.dispose()
    #expect(second.isDisposed)
    #expect(serial.inner == nil)
  }

  @Test func serialDisposesAnInnerSetAfterItWasDisposed() {
    let serial = SerialDisposable()
    serial.dispose()
    let late = AnyDisposable()
    serial.inner = late
    #expect(late.isDisposed)
    #expect(serial.isDisposed)
  }

  @Test func scopedDisposesOnDeinitialisation() {
    let inner = AnyDisposable()
    var scoped: ScopedDisposable? = inner.scoped()
    #expect(scoped?.isDisposed == false)
    scoped = nil
    #expect(inner.isDisposed)
  }

  @Test func scopedObservationEndsWithItsOwner() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<Int>()
    var binding: ScopedDisposable? = signal.observeValues(log.append).scoped()
    emitter.emit(1)
    binding = nil
    emitter.emit(2)
    #expect(log.all == [1])
    _ = binding
  }
}
