import Signals

/// A marble diagram: the events of a stream on a time line, one frame a character.
///
/// The grammar, as RxTest's and swift-async-algorithms' validation diagrams have it:
///
/// | mark | meaning |
/// |---|---|
/// | `-` | a frame in which nothing happens |
/// | any other character | a value, in a frame of its own |
/// | `\|` | completion |
/// | `#` | failure, with the error the diagram is given |
/// | `!` | interruption |
/// | `(` … `)` | the events inside, in order, in one frame |
/// | space | nothing: for lining diagrams up |
///
/// A value's character stands for the value a `values` table gives it; without an entry,
/// a `String` or `Character` value is the character itself. Frame `n` is `n` frames after
/// the diagram's start.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let text = scheduler.signal("-a-b--c|")
/// scheduler.expect(text.map { $0.uppercased() }, toSend: "-A-B--C|")
/// ```
struct Marbles<Value: Sendable, Failure: Error> {
  /// An event and the frame it happens in.
  struct Mark: Sendable {
    let frame: Int
    let event: Signal<Value, Failure>.Event
  }

  let marks: [Mark]
  /// How many frames the diagram spans.
  let frameCount: Int

  /// Parses `diagram`, giving each value character its value from `values` (or the
  /// character itself) and `#` the failure `error`; a diagram that breaks the grammar
  /// stops the test with a message that says where and why.
  init(_ diagram: String, values: [Character: Value], error: Failure?) {
    var marks: [Mark] = []
    var frame = 0
    var group: Int?
    for character in diagram where character != " " {
      switch character {
      case "(":
        precondition(group == nil, "Marble diagram \"\(diagram)\": a group inside a group")
        group = frame
      case ")":
        precondition(group != nil, "Marble diagram \"\(diagram)\": ')' without '('")
        group = nil
        frame += 1
      case "-":
        precondition(group == nil, "Marble diagram \"\(diagram)\": '-' inside a group")
        frame += 1
      default:
        marks.append(
          Mark(
            frame: group ?? frame,
            event: Self.event(for: character, in: diagram, values: values, error: error)))
        if group == nil { frame += 1 }
      }
    }
    precondition(group == nil, "Marble diagram \"\(diagram)\": '(' without ')'")
    self.marks = marks
    self.frameCount = frame
  }

  init(marks: [Mark], frameCount: Int) {
    self.marks = marks
    self.frameCount = frameCount
  }

  private static func event(
    for character: Character, in diagram: String, values: [Character: Value], error: Failure?
  ) -> Signal<Value, Failure>.Event {
    switch character {
    case "|":
      return .completed
    case "!":
      return .interrupted
    case "#":
      guard let error else {
        preconditionFailure(
          "Marble diagram \"\(diagram)\": '#' needs the error to fail with: pass error:")
      }
      return .failed(error)
    default:
      if let value = values[character] ?? (String(character) as? Value)
        ?? (character as? Value)
      {
        return .value(value)
      }
      preconditionFailure(
        "Marble diagram \"\(diagram)\": '\(character)' has no value: pass values: "
          + "[\"\(character)\": …]")
    }
  }

  /// The diagram of these marks, writing a value as its character in `values` (or as
  /// itself, when it is a one-character `String` or a `Character`), `?` otherwise.
  func diagram(values: [Character: Value]) -> String where Value: Equatable {
    var text = ""
    for frame in 0..<max(frameCount, (marks.last?.frame ?? -1) + 1) {
      let symbols = marks.filter { $0.frame == frame }.map { symbol(for: $0.event, values) }
      switch symbols.count {
      case 0: text += "-"
      case 1: text += symbols[0]
      default: text += "(" + symbols.joined() + ")"
      }
    }
    return text
  }

  private func symbol(for event: Signal<Value, Failure>.Event, _ values: [Character: Value])
    -> String
  where Value: Equatable {
    switch event {
    case .completed: return "|"
    case .failed: return "#"
    case .interrupted: return "!"
    case .value(let value):
      if let key = values.first(where: { $0.value == value })?.key { return String(key) }
      if let text = value as? String, text.count == 1 { return text }
      if let character = value as? Character { return String(character) }
      return "?"
    }
  }
}
