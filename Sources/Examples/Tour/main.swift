// A short tour of the reactive core, run with `swift run tour`: seed 000's feedback rule
// ("thank the user when the feedback improves to good") built from signals alone.
import FeedbackApp
import Signals

let (choices, user) = Signal<Feedback, Never>.pipe()

// The label: what the main page would show.
choices.map { "the movie was \($0)" }.onReception § eachTime § { print("label:", $0) }

// The thank-you rule, on pairs of (previous, new) feedback.
typealias Change = (old: Feedback, new: Feedback)
choices
  .scan((old: .none, new: .none)) { (change: Change, next: Feedback) in (change.new, next) }
  .filter { (change: Change) in change.old < change.new }
  .filter { (change: Change) in change.new == .good || change.new == .reallyGood }
  .onReception § eachTime § inAnyCase § { print("alert: thank you for your feedback!") }

// Only the first choice is remembered as "first impression".
choices.onReception § once § { print("first impression:", $0) }

for feedback in [Feedback.soAndSo, .good, .bad, .reallyGood, .reallyGood] {
  print("user chooses", feedback)
  user.emit(feedback)
}
user.complete()
