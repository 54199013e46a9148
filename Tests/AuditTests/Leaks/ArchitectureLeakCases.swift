import Flows
import Interactors
import Signals
import SignalsTesting

extension LeakCase {
  /// Interactors, model controllers and navigation flows, as an app builds them.
  static let architecture: [LeakCase] = [
    LeakCase("interactor with effects") { probe in
      let interactor = probe.watch(counter(probe, scheduler: .immediate))
      return exercise(interactor, probe)
    },
    LeakCase("interactor on virtual time") { probe in
      let scheduler = probe.scheduler()
      let context = SchedulerContext(state: scheduler, output: scheduler, work: scheduler)
      let interactor = probe.watch(counter(probe, scheduler: context))
      return exercise(interactor, probe, advancing: scheduler)
    },
    LeakCase("composed interactor with a recorder") { probe in
      let child = counter(probe, scheduler: .immediate)
      let parent = probe.watch(
        Interactor<AuditCounter.Command, String, AuditCounter.Effect>(
          composing: .child(child, fromCommand: { $0 }, toEffect: { $0 }), viewModel: { "\($0)" }))
      let recorder = probe.watch(CommandLog.Recorder(parent, clock: TestScheduler()))
      return exercise(parent, probe, recorder: recorder)
    },
    LeakCase("model controller applying changes") { probe in
      let (changes, emitter) = probe.neverFailingPipe(ModelController<Int>.Change.self)
      let controller = probe.watch(ModelController(model: 0))
      let canary = probe.canary
      let observation = CompositeDisposable([
        controller.apply(changes),
        controller.deltaSignal.observeValues { _ in _ = canary },
        controller.property.producer.startWithValues { _ in _ = canary },
      ])
      emitter.emit { $0 + 1 }
      controller.notify()
      return observation
    },
    LeakCase("flow of bound pages, backed out of") { probe in
      let host = probe.watch(RecordingHost())
      let (source, emitter) = probe.neverFailingPipe()
      let canary = probe.canary
      let flow =
        NavigationFlow(root: auditStep("A")) >>> auditBound(to: source, canary)
        >>> auditStep("C")
      flow.run("", on: host) { _ in _ = canary }
      try? host.tap("next")
      emitter.emit(1)
      try? host.tap("next")
      try? host.goBack()
      return AnyDisposable()
    },
    LeakCase("flow mapped and completed") { probe in
      let host = probe.watch(RecordingHost())
      let canary = probe.canary
      let flow = (NavigationFlow(root: auditStep("A")) >>> auditStep("B")).map(canary.keep)
      flow.run("", on: host) { _ in _ = canary }
      try? host.tap("next")
      try? host.tap("next")
      return AnyDisposable()
    },
  ]

  private static func counter(
    _ probe: LeakProbe, scheduler: SchedulerContext
  ) -> Interactor<AuditCounter.Command, Int, AuditCounter.Effect> {
    let (answers, emitter) = probe.neverFailingPipe(AuditCounter.Command.self)
    let canary = probe.canary
    _ = emitter
    return Interactor(reducer: AuditCounter.self, initialViewModel: 0, scheduler: scheduler) {
      effect in
      // One effect answers at once, the other never: released, the interactor interrupts it.
      effect == .fetch
        ? SignalProducer(value: canary.keep(.loaded)) : SignalProducer(answers)
    }
  }

  private static func exercise<ViewModel>(
    _ interactor: Interactor<AuditCounter.Command, ViewModel, AuditCounter.Effect>,
    _ probe: LeakProbe, advancing scheduler: TestScheduler? = nil,
    recorder: CommandLog<AuditCounter.Command>.Recorder? = nil
  ) -> any Disposable {
    let canary = probe.canary
    let observation = CompositeDisposable([
      interactor.viewModel.producer.startWithValues { _ in _ = canary },
      interactor.effect.observeValues { _ in _ = canary },
    ])
    for command in [AuditCounter.Command.increment, .fetch, .wait, .increment] {
      interactor.send(command)
      scheduler?.advance()
    }
    withExtendedLifetime(recorder) {}
    return observation
  }
}
