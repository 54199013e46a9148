import Flows
import Interactors
import Signals

/// A counter whose effects load (answered at once) or wait (never answered).
enum AuditCounter: Reducer {
  enum Command: Sendable, Equatable {
    case increment, fetch, wait, loaded
  }

  enum Effect: Sendable, Equatable {
    case fetch, wait
  }

  static func reduce(state: State, command: Command) -> State {
    switch command {
    case .increment, .loaded: State(viewModel: state.viewModel + 1)
    case .fetch: State(viewModel: state.viewModel, effect: .fetch)
    case .wait: State(viewModel: state.viewModel, effect: .wait)
    }
  }
}

extension AuditCounter {
  typealias ViewModel = Int
}

/// A screen titled `title` whose button reports its input.
func auditStep(_ title: String) -> Screen<String, String> {
  Screen { input, report in
    Page(title: title, elements: [.button("next") { report(input + title) }])
  }
}

/// A screen whose page observes `source` while it lives, holding `canary`.
func auditBound(to source: Signal<Int, Never>, _ canary: Canary) -> Screen<String, String> {
  Screen { input, report in
    let page = Page(title: "Bound", elements: [.button("next") { report(canary.keep(input)) }])
    source.take(during: page.lifetime).observeValues { _ in _ = canary }
    return page
  }
}
