import Foundation
import Observation
import Signals
import SignalsTesting
import Testing

@MainActor
@Suite struct PropertyObservingTests {
  /// Follows `property` into a recorder, on whichever thread its events come.
  private func record<Value: Sendable>(_ property: Property<Value>) -> MainActorEvents<Value> {
    let events = MainActorEvents<Value>()
    property.producer.start { event in
      let onMain = isOnMainQueue
      MainActor.assumeIsolated {
        switch event {
        case .value(let value): events.record(value, onMainActor: onMain)
        case .completed: events.complete(onMainActor: onMain)
        case .failed, .interrupted: break
        }
      }
    }
    return events
  }

  @Test func startsAtTheModelsCurrentValue() {
    let model = SearchModel()
    model.query = "swift"
    let query = Property(observing: model) { $0.query }
    #expect(query.value == "swift")
  }

  @Test func aChangeArrivesOnTheNextTurnOfTheMainActorOnce() async {
    let model = SearchModel()
    let query = Property(observing: model) { $0.query }
    let events = record(query)
    model.query = "s"
    // Observation reports in willSet: the read waits until the change is done.
    #expect(query.value == "")
    await MainScheduler.flush()
    #expect(query.value == "s")
    #expect(events.values == ["", "s"])
    #expect(events.allOnMainActor)
  }

  @Test func theChangesOfOneTurnArriveAsOneValue() async {
    let model = SearchModel()
    let query = Property(observing: model) { $0.query }
    let events = record(query)
    model.query = "s"
    model.query = "sw"
    model.query = "swift"
    await MainScheduler.flush()
    model.query = "swiftly"
    await MainScheduler.flush()
    #expect(events.values == ["", "swift", "swiftly"])
  }

  @Test func whatTheReadTouchesIsTrackedAfreshAfterEachChange() async {
    let model = SearchModel()
    let shown = Property(observing: model) { $0.usesTitles ? $0.title : $0.body }
    let events = record(shown)
    model.body = "Body 2"  // Not read yet: no value.
    await MainScheduler.flush()
    model.usesTitles = false
    await MainScheduler.flush()
    model.title = "Title 2"  // No longer read: no value.
    await MainScheduler.flush()
    model.body = "Body 3"
    await MainScheduler.flush()
    #expect(events.values == ["Title", "Body 2", "Body 3"])
  }

  @Test func endsWithItsLastValueWhenTheModelGoes() async {
    var model: SearchModel? = SearchModel()
    weak let weakModel = model
    let query = Property(observing: model!) { $0.query }
    let events = record(query)
    model?.query = "last"
    await MainScheduler.flush()
    model = nil
    #expect(weakModel == nil)  // The property does not keep the model alive.
    await MainScheduler.flush()
    #expect(events.completed)
    #expect(events.allOnMainActor)
    #expect(query.value == "last")
  }

  @Test func aReadThatTouchesNothingObservableEndsAtOnce() async {
    let model = PlainModel()
    let query = Property(observing: model) { $0.query }
    let events = record(query)
    await MainScheduler.flush()
    #expect(events.values == ["fixed"])
    #expect(events.completed)
  }

  @Test func aReleasedPropertyStopsFollowingAndDoesNotKeepTheModel() async {
    let model = SearchModel()
    var query: Property<String>? = Property(observing: model) { $0.query }
    weak let weakQuery = query
    query = nil
    #expect(weakQuery == nil)
    model.query = "after"
    await MainScheduler.flush()
    // The change found no tracker; the model lives on, untouched.
    #expect(model.query == "after")
  }
}

@MainActor
@Suite struct ProducerObservingTests {
  @Test func eachRunSendsTheCurrentValueThenEveryTurnsChange() async {
    let model = SearchModel()
    let queries = SignalProducer(observing: model) { $0.query }
    model.query = "first"
    let events = MainActorEvents<String>()
    let run = queries.startWithValues(on: .orderedApart()) {
      events.record($0, onMainActor: isOnMainQueue)
    }
    #expect(events.values == ["first"])
    model.query = "a"
    model.query = "ab"
    await MainScheduler.flush()
    #expect(events.values == ["first", "ab"])
    run.dispose()
    model.query = "abc"
    await MainScheduler.flush()
    #expect(events.values == ["first", "ab"])
  }

  @Test func aRunStartedOffTheMainActorBeginsOnIt() async {
    let model = SearchModel()
    model.query = "now"
    let queries = SignalProducer(observing: model) { $0.query }
    let events = MainActorEvents<String>()
    await Task.detached {
      _ = queries.startWithValues { value in
        let onMain = isOnMainQueue
        MainActor.assumeIsolated { events.record(value, onMainActor: onMain) }
      }
    }.value
    await MainScheduler.flush()
    #expect(events.values == ["now"])
    #expect(events.allOnMainActor)
  }

  @Test func aRunStartedAfterTheModelWentCompletesAtOnce() {
    var model: SearchModel? = SearchModel()
    let queries = SignalProducer(observing: model!) { $0.query }
    model = nil
    let events = MainActorEvents<String>()
    queries.startWithCompleted {
      MainActor.assumeIsolated { events.complete(onMainActor: isOnMainQueue) }
    }
    #expect(events.completed)
  }
}
