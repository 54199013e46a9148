import Signals
import SignalsTesting
import Testing

@Suite struct BindingTests {
  @Test func aSignalBindsIntoAMutableProperty() {
    let query = MutableProperty("")
    let (typed, type) = Signal<String, Never>.pipe()
    query <~ typed
    type.emit("sig")
    #expect(query.value == "sig")
  }

  @Test func aProducerIsStartedAndAPropertyReplaysItsValue() {
    let target = MutableProperty(0)
    target <~ SignalProducer(values: [1, 2])
    #expect(target.value == 2)
    let source = MutableProperty(7)
    target <~ source
    #expect(target.value == 7)
    source.value = 8
    #expect(target.value == 8)
  }

  @Test func theReturnedDisposableEndsTheBindingEarly() {
    let target = MutableProperty(0)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let binding = target <~ signal
    emitter.emit(1)
    binding.dispose()
    emitter.emit(2)
    #expect(target.value == 1)
  }

  @Test func theBindingEndsWhenTheTargetsLifetimeEnds() {
    let owner = LifetimeOwner()
    let received = Log<Int>()
    let target = BindingTarget<Int>(lifetime: owner.lifetime) { received.append($0) }
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let binding = target <~ signal
    emitter.emit(1)
    owner.end()
    emitter.emit(2)
    #expect(received.all == [1])
    #expect(binding.isDisposed)
  }

  @Test func bindingIntoAnEndedTargetDoesNothingAndStartsNothing() {
    let owner = LifetimeOwner()
    owner.end()
    let received = Log<Int>()
    let starts = Counter()
    let target = BindingTarget<Int>(lifetime: owner.lifetime) { received.append($0) }
    let binding =
      target
      <~ SignalProducer<Int, Never> { observer, _ in
        starts.increment()
        observer.emit(1)
      }
    #expect(received.all.isEmpty)
    #expect(starts.value == 0)
    #expect(binding.isDisposed)
  }

  @Test func aBindingDoesNotKeepItsTargetPropertyAlive() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    weak var weakTarget: MutableProperty<Int>?
    let binding = { () -> any Disposable in
      let target = MutableProperty(0)
      weakTarget = target
      return target <~ signal
    }()
    #expect(weakTarget == nil)
    #expect(binding.isDisposed)
    emitter.emit(1)
  }

  @Test func theBindingEndsWhenTheSourceEnds() {
    let target = MutableProperty(0)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let binding = target <~ signal
    emitter.complete()
    #expect(binding.isDisposed)
  }

  @Test func completeWhenALifetimeEndsCompletesTheEmittersSignal() {
    let owner = LifetimeOwner()
    let emitter = Emitter<Int, Never>()
    emitter.complete(when: owner.lifetime)
    let recorder = EventRecorder(emitter.signal)
    owner.end()
    #expect(recorder.events == [.completed])
  }
}
