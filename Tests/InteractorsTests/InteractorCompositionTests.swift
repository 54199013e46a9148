import Interactors
import Signals
import SignalsTesting
import Testing

/// Seed 003's `UserInteractor`: a profile loader and a posts loader under one screen.
struct UserViewModel: Equatable, Sendable {
  var profile: LoaderViewModel
  var posts: LoaderViewModel
}

enum UserCommand: Sendable { case loadProfile, loadPosts, openProfile }
enum UserEffect: Equatable, Sendable { case showProfile(String) }
typealias UserInteractor = Interactor<UserCommand, UserViewModel, UserEffect>

extension Interactor
where Command == UserCommand, ViewModel == UserViewModel, Effect == UserEffect {
  convenience init(profile: LoaderInteractor, posts: LoaderInteractor) {
    self.init(
      composing: .child(
        profile,
        fromCommand: { command in
          switch command {
          case .loadProfile: .load
          case .openProfile: .open
          case .loadPosts: nil
          }
        },
        toEffect: { effect in
          switch effect {
          case .open(let name): .showProfile(name)
          }
        }),
      .child(posts, fromCommand: { $0 == .loadPosts ? .load : nil }),
      viewModel: UserViewModel.init)
  }
}

@Suite struct InteractorCompositionTests {
  let scheduler = TestScheduler()

  func loader(_ name: String, after latency: Duration) -> LoaderInteractor {
    LoaderInteractor(
      service: LoaderServices.answering(name, after: latency, on: scheduler),
      scheduler: SchedulerContext(testing: scheduler))
  }

  @Test func theParentsViewModelCombinesTheChildrensLatest() {
    let user = UserInteractor(
      profile: loader("Ada", after: .seconds(1)), posts: loader("3 posts", after: .seconds(2)))
    let viewModels = EventRecorder(user.viewModel.signal)
    #expect(user.viewModel.value == UserViewModel(profile: .init(), posts: .init()))
    user.send(.loadProfile)
    scheduler.advance()
    user.send(.loadPosts)
    scheduler.run()
    #expect(
      viewModels.values.map { [$0.profile.status, $0.posts.status] } == [
        [.loading, .initialized],
        [.loading, .loading],
        [.loaded("Ada"), .loading],
        [.loaded("Ada"), .loaded("3 posts")],
      ])
  }

  @Test func commandsGoOnlyToTheChildrenThatTakeThem() {
    let profile = loader("Ada", after: .zero)
    let posts = loader("3 posts", after: .zero)
    let user = UserInteractor(profile: profile, posts: posts)
    user.send(.loadPosts)
    scheduler.run()
    #expect(profile.viewModel.value.status == .initialized)
    #expect(posts.viewModel.value.status == .loaded("3 posts"))
  }

  @Test func childEffectsReachTheParentMappedAndMerged() {
    let user = UserInteractor(profile: loader("Ada", after: .zero), posts: loader("", after: .zero))
    let effects = EventRecorder(user.effect)
    user.send(.loadProfile)
    scheduler.run()
    user.send(.openProfile)
    scheduler.run()
    #expect(effects.values == [.showProfile("Ada")])
  }

  @Test func theParentCountsItsChildrensRunningEffects() {
    let user = UserInteractor(
      profile: loader("Ada", after: .seconds(1)), posts: loader("", after: .seconds(2)))
    user.send(.loadProfile)
    user.send(.loadPosts)
    scheduler.advance()
    #expect(user.runningEffectCount() == 2)
    scheduler.advance(by: .seconds(1))
    #expect(user.runningEffectCount() == 1)
  }

  @Test func aChildsRunningEffectIsInterruptedWhenTheParentIsReleased() {
    let service = HangingService()
    weak var releasedParent: UserInteractor?
    weak var releasedChild: LoaderInteractor?
    do {
      let profile = LoaderInteractor(
        service: service.request, scheduler: SchedulerContext(testing: scheduler))
      let user = UserInteractor(profile: profile, posts: loader("", after: .zero))
      (releasedParent, releasedChild) = (user, profile)
      user.send(.loadProfile)
      scheduler.advance()
      #expect(service.started == 1)
    }
    #expect(releasedParent == nil)
    #expect(releasedChild == nil)
    #expect(service.ended == 1)
  }

  @Test func aParentIsItselfAChild() {
    let inner = UserInteractor(
      profile: loader("Ada", after: .zero), posts: loader("", after: .zero))
    let outer = Interactor<UserCommand, String, UserEffect>(
      composing: .child(inner, fromCommand: { $0 }, toEffect: { $0 }),
      viewModel: { "\($0.profile.status)" })
    let effects = EventRecorder(outer.effect)
    outer.send(.loadProfile)
    scheduler.run()
    outer.send(.openProfile)
    scheduler.run()
    #expect(outer.viewModel.value == #"loaded("Ada")"#)
    #expect(effects.values == [.showProfile("Ada")])
  }
}
