import Signals

extension SignalProducer {
  /// Reports each run to `activity` as work named `name`, in flight from its start until
  /// it ends: terminated, after its terminal event was sent on, or interrupted.
  ///
  /// ```swift
  /// // partial: `service` is the profile app's
  /// let activity = Activity()
  /// let run = service.users().tracked(by: activity, as: "GET /users").start()
  /// print(activity.inFlight)  // Prints "["GET /users"]" until the answer arrives
  /// ```
  ///
  /// - Parameters:
  ///   - activity: Where the runs are reported.
  ///   - name: What a run is, for ``Activity/inFlight``.
  /// - Returns: A producer whose runs are those of this one, reported.
  public func tracked(by activity: Activity, as name: String) -> SignalProducer {
    SignalProducer { observer, lifetime in
      let work = activity.begin(name)
      lifetime += self.start(observer)
      // The run's lifetime ends once its terminal event has reached the observer, so a
      // consumer that hands the answer on (to the UI thread) does so while still in flight.
      _ = lifetime.observeEnded { work.end() }
    }
  }
}

extension Activity {
  /// A scheduler that runs its actions on `scheduler` and reports each one to this
  /// activity, as work named `name`, from the moment it is scheduled until it has run or
  /// is cancelled.
  ///
  /// ```swift
  /// let reducers = activity.tracking(QueueScheduler(name: "state"), as: "reducing")
  /// reducers.schedule { print(activity.inFlight) }  // Prints "["reducing"]"
  /// ```
  ///
  /// - Returns: The scheduler to use in place of `scheduler`.
  public func tracking(_ scheduler: any Scheduler, as name: String) -> any Scheduler {
    TrackingScheduler(base: scheduler, activity: self, name: name)
  }

  /// A context whose `state` and `work` schedulers report their actions to this activity;
  /// `output`, the UI's, is left as it is, for the host sees its own queue.
  ///
  /// With it, a command sent to an interactor is in flight from the moment it is sent
  /// until its view models and effects are handed to `output`, and an effect's request
  /// from the moment it is asked for: an app on it never looks idle in between.
  ///
  /// - Parameter context: The context to track.
  /// - Returns: The same context, tracked.
  public func tracking(_ context: SchedulerContext) -> SchedulerContext {
    SchedulerContext(
      state: tracking(context.state, as: "reducing a command"),
      output: context.output,
      work: tracking(context.work, as: "starting an effect"))
  }
}

/// Runs actions on a base scheduler, reporting each to an activity until it has run.
private struct TrackingScheduler: Scheduler {
  let base: any Scheduler
  let activity: Activity
  let name: String

  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let work = activity.begin(name)
    let scheduled = base.schedule {
      action()
      work.end()
    }
    guard let scheduled else { return nil }
    return AnyDisposable {
      scheduled.dispose()
      work.end()
    }
  }
}
