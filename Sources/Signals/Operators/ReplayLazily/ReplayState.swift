/// The state of ``ReplayConnection``: the latest values, the terminal event, and the
/// observers attached; touched only from its serializer.
@usableFromInline
struct ReplayState<Value: Sendable, Failure: Error> {
  @usableFromInline let capacity: Int
  @usableFromInline var buffer = EventQueue<Value>()
  @usableFromInline var bufferCount = 0
  @usableFromInline var terminal: Signal<Value, Failure>.Event?
  @usableFromInline var observers:
    [(token: ReplayToken, observer: Signal<Value, Failure>.Observer)] =
      []
  @usableFromInline var hasStarted = false

  @inlinable
  init(capacity: Int) {
    self.capacity = capacity
  }

  @inlinable
  mutating func process(_ input: ReplayInput<Value, Failure>) {
    switch input {
    case .attach(let token, let observer):
      for value in buffer.elements[buffer.head...] { observer.emit(value) }
      if let terminal { return observer.send(terminal) }
      observers.append((token, observer))
    case .detach(let token):
      observers.removeAll { $0.token === token }
    case .startIfNeeded(let start):
      guard !hasStarted else { return }
      hasStarted = true
      start()
    case .event(let event):
      receive(event)
    }
  }

  @inlinable
  mutating func receive(_ event: Signal<Value, Failure>.Event) {
    guard terminal == nil else { return }
    if case .value(let value) = event, capacity > 0 {
      buffer.append(value)
      bufferCount += 1
      if bufferCount > capacity {
        _ = buffer.popFirst()
        bufferCount -= 1
      }
    }
    if event.isTerminating { terminal = event }
    let receivers = observers
    if event.isTerminating { observers = [] }
    for entry in receivers { entry.observer.send(event) }
  }
}
