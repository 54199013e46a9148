import Signals

/// The reference model's time-based operators, on its virtual clock.
///
/// A tick goes through the stage's serializer like an upstream event, so it is handled
/// before or after one, never in the middle.
extension ReferenceModel {
  /// Values and completion `seconds` later; failure and interruption at once, dropping
  /// what still waits.
  func delay(_ upstream: ModelSignal, _ seconds: Int) -> ModelSignal {
    let node = ModelNode()
    let scheduler = scheduler
    var waiting: [Int: () -> Void] = [:]
    var nextID = 0
    upstream.observe { event in
      node.serially {
        switch event {
        case .value, .completed:
          let id = nextID
          nextID += 1
          waiting[id] = scheduler.schedule(after: seconds) {
            node.serially {
              waiting[id] = nil
              node.output.send(event)
            }
          }
        case .failed, .interrupted:
          for cancel in waiting.values { cancel() }
          waiting = [:]
          node.output.send(event)
        }
      }
    }
    return node.output
  }

  /// A value once `seconds` pass without a newer one; completion sends the value still
  /// waiting first; failure and interruption drop it.
  func debounce(_ upstream: ModelSignal, _ seconds: Int) -> ModelSignal {
    let node = ModelNode()
    let scheduler = scheduler
    var pending: Int?
    var cancel: () -> Void = {}
    upstream.observe { event in
      node.serially {
        cancel()
        cancel = {}
        switch event {
        case .value(let value):
          pending = value
          cancel = scheduler.schedule(after: seconds) {
            node.serially {
              guard let value = pending else { return }
              pending = nil
              node.output.send(.value(value))
            }
          }
        case .completed:
          if let value = pending { node.output.send(.value(value)) }
          node.output.send(.completed)
        case .failed, .interrupted:
          node.output.send(event)
        }
        if event.isTerminating { pending = nil }
      }
    }
    return node.output
  }

  /// The first value of a window at once, opening a window of `seconds`; the latest of
  /// those arriving in it when it ends, which opens the next. Completion sends the value
  /// still waiting first; failure and interruption drop it.
  func throttle(_ upstream: ModelSignal, _ seconds: Int) -> ModelSignal {
    let node = ModelNode()
    let scheduler = scheduler
    var pending: Int?
    var closeWindow: (() -> Void)?
    func openWindow() {
      closeWindow = scheduler.schedule(after: seconds) {
        node.serially {
          closeWindow = nil
          guard let value = pending else { return }
          pending = nil
          openWindow()
          node.output.send(.value(value))
        }
      }
    }
    upstream.observe { event in
      node.serially {
        switch event {
        case .value(let value):
          guard closeWindow == nil else {
            pending = value
            return
          }
          openWindow()
          node.output.send(event)
        case .completed:
          if let value = pending { node.output.send(.value(value)) }
          node.output.send(.completed)
        case .failed, .interrupted:
          node.output.send(event)
        }
      }
    }
    return node.output
  }
}
