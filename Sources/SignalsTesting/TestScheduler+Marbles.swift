import Interactors
import Signals
import Testing

extension TestScheduler {
  /// A signal that sends the events of a marble diagram on this scheduler, its first
  /// frame being now: a hot source, as a user's typing is.
  ///
  /// The grammar: `-` is a frame in which nothing happens; `|` completion, `#` failure
  /// (with `error`), `!` interruption; `(` … `)` puts the events inside in one frame;
  /// spaces are ignored; any other character is a value, which `values` gives — or the
  /// character itself, for a `String` or `Character` value. Each frame lasts `frame`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let numbers = scheduler.signal("-a-b|", values: ["a": 1, "b": 2], error: Never?.none)
  /// numbers.observeValues { print($0) }
  /// scheduler.run()  // Prints "1" at 1 s, then "2" at 3 s
  /// ```
  ///
  /// A diagram that breaks the grammar, a value character without a value, or `#`
  /// without an error stops the test with a message that says which.
  public func signal<Value: Sendable, Failure: Error>(
    _ diagram: String, values: [Character: Value] = [:], error: Failure?,
    frame: Duration = .seconds(1)
  ) -> Signal<Value, Failure> {
    let marbles = Marbles(diagram, values: values, error: error)
    let (signal, emitter) = Signal<Value, Failure>.pipe()
    let start = now
    for mark in marbles.marks {
      schedule(after: start.advanced(by: frame * mark.frame)) { emitter.send(mark.event) }
    }
    return signal
  }

  /// A signal of the characters of a marble diagram, as strings, that never fails (see
  /// ``signal(_:values:error:frame:)``).
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.signal("-a-b|").observeValues { print($0) }
  /// scheduler.run()  // Prints "a", then "b"
  /// ```
  public func signal(_ diagram: String, frame: Duration = .seconds(1)) -> Signal<String, Never> {
    signal(diagram, values: [:], error: nil, frame: frame)
  }

  /// A producer whose every run sends the events of a marble diagram on this scheduler,
  /// its first frame being the run's start: a cold source, as a request is. The grammar
  /// is ``signal(_:values:error:frame:)``'s; interrupting a run removes what it had left
  /// to send.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let request = scheduler.producer("--r|", values: ["r": "reply"], error: Never?.none)
  /// request.startWithValues { print($0) }
  /// scheduler.run()  // Prints "reply" at 2 s
  /// ```
  public func producer<Value: Sendable, Failure: Error>(
    _ diagram: String, values: [Character: Value] = [:], error: Failure?,
    frame: Duration = .seconds(1)
  ) -> SignalProducer<Value, Failure> {
    let marbles = Marbles(diagram, values: values, error: error)
    return SignalProducer { [self] observer, lifetime in
      let start = now
      for mark in marbles.marks {
        lifetime += schedule(after: start.advanced(by: frame * mark.frame)) {
          observer.send(mark.event)
        }
      }
    }
  }

  /// Observes `signal` from now for as many frames as `expected` spans, advancing this
  /// scheduler through them, and records a failure, with both diagrams and a diff of
  /// their events, unless the signal sent what the diagram shows — each event in the
  /// frame it falls in.
  ///
  /// The grammar is ``signal(_:values:error:frame:)``'s; `values` also names the values
  /// of the actual diagram, and a value it cannot name is drawn as `?`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let typing = scheduler.signal("ab-c---|")
  /// scheduler.expect(typing.debounce(.seconds(2), on: scheduler), toSend: "-----c-|")
  /// ```
  ///
  /// - Returns: Whether the signal sent what the diagram shows.
  @discardableResult
  public func expect<Value: Equatable & Sendable, Failure: Error & Equatable>(
    _ signal: Signal<Value, Failure>, toSend expected: String, values: [Character: Value] = [:],
    error: Failure? = nil, frame: Duration = .seconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expect(
      toSend: expected, values: values, error: error, frame: frame,
      sourceLocation: sourceLocation, subject: "signal", begin: signal.observe)
  }

  /// Starts `producer` now and expects its run to send what `expected` shows (see
  /// ``expect(_:toSend:values:error:frame:sourceLocation:)-(Signal<Value,Failure>,_,_,_,_,_)``);
  /// the run is interrupted after the diagram's last frame.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let request = scheduler.producer("--r|", values: ["r": "reply"], error: Never?.none)
  /// scheduler.expect(request.map { $0.count }, toSend: "--5|", values: ["5": 5])
  /// ```
  ///
  /// - Returns: Whether the run sent what the diagram shows.
  @discardableResult
  public func expect<Value: Equatable & Sendable, Failure: Error & Equatable>(
    _ producer: SignalProducer<Value, Failure>, toSend expected: String,
    values: [Character: Value] = [:], error: Failure? = nil, frame: Duration = .seconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expect(
      toSend: expected, values: values, error: error, frame: frame,
      sourceLocation: sourceLocation, subject: "run", begin: producer.start)
  }

  /// Begins an observation now with `begin`, advances through the frames of `expected`,
  /// ends the observation, and compares what it saw with the diagram.
  private func expect<Value: Equatable & Sendable, Failure: Error & Equatable>(
    toSend expected: String, values: [Character: Value], error: Failure?, frame: Duration,
    sourceLocation: SourceLocation, subject: String,
    begin: (Signal<Value, Failure>.Observer) -> any Disposable
  ) -> Bool {
    let expectedMarbles = Marbles(expected, values: values, error: error)
    let start = now
    // Closed before the observation ends, so that ending it records nothing: a run
    // interrupted after the diagram's last frame is not an event of the diagram.
    let recorded = Locked.make((marks: [Marbles<Value, Failure>.Mark](), isOpen: true))
    let observation = begin(
      Signal.Observer { [self] event in
        let frameIndex = Int((start.duration(to: now) / frame).rounded(.down))
        recorded.withLock { recorded in
          if recorded.isOpen { recorded.marks.append(.init(frame: frameIndex, event: event)) }
        }
      })
    advance(to: start.advanced(by: frame * max(expectedMarbles.frameCount - 1, 0)))
    let marks = recorded.withLock { recorded in
      recorded.isOpen = false
      return recorded.marks
    }
    observation.dispose()
    let actual = Marbles(marks: marks, frameCount: expectedMarbles.frameCount)
    let matches =
      actual.marks.map(\.frame) == expectedMarbles.marks.map(\.frame)
      && actual.marks.map(\.event) == expectedMarbles.marks.map(\.event)
    if !matches {
      reportFailure(
        """
        The \(subject)'s events differ from the diagram.
          expected: \(expectedMarbles.diagram(values: values))
          actual:   \(actual.diagram(values: values))
        Events by frame (− expected, + actual):
        \(TextDiff.lines(expected: expectedMarbles.listing, actual: actual.listing))
        """, sourceLocation)
    }
    return matches
  }
}

extension Marbles {
  /// One line per event: its frame and the event, for a diff.
  fileprivate var listing: String {
    marks.map { "frame \($0.frame): \($0.event)" }.joined(separator: "\n")
  }
}
