/// The precedence of `>>>`: left-associative, so a chain of screens reads and builds from
/// the root onwards.
precedencegroup NavigationCompositionPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
}

/// Composes a navigation flow with the screen that follows it.
infix operator >>> : NavigationCompositionPrecedence

extension NavigationFlow {
  /// Pushes `next` whenever `flow` reports output, with that output as its input.
  ///
  /// The operator is left-associative, so flows chain:
  ///
  /// ```swift
  /// let order = NavigationFlow(root: chooseArtist) >>> chooseAlbumOfArtist >>> chooseTrack
  /// // NavigationFlow<[Artist], Track>
  /// ```
  ///
  /// - Returns: A flow from `flow`'s input to `next`'s output.
  public static func >>> <NextOutput>(
    flow: NavigationFlow, next: Screen<Output, NextOutput>
  ) -> NavigationFlow<Input, NextOutput> {
    NavigationFlow<Input, NextOutput> { input, host, report in
      flow.start(input, host) { [weak host] output in
        host?.push(next.page(for: output, report: report))
      }
    }
  }

  /// Presents `next` modally whenever `flow` reports output, and dismisses it when it
  /// reports output of its own.
  ///
  /// ```swift
  /// let buy = NavigationFlow(root: chooseAlbum) >>> confirmPurchase.modal
  /// // Selecting an album presents the confirmation; answering it dismisses it.
  /// ```
  ///
  /// The first output of a presented page dismisses it and is reported; the page may not
  /// report again, since it is gone. When the user dismisses it instead, nothing is
  /// reported.
  ///
  /// - Returns: A flow from `flow`'s input to `next`'s output.
  public static func >>> <NextOutput>(
    flow: NavigationFlow, next: ModalScreen<Output, NextOutput>
  ) -> NavigationFlow<Input, NextOutput> {
    NavigationFlow<Input, NextOutput> { input, host, report in
      flow.start(input, host) { [weak host] output in
        let answered = OneShot()
        let page = next.screen.page(for: output) { [weak host] answer in
          guard answered.fire() else { return }
          host?.dismiss()
          report(answer)
        }
        host?.present(page)
      }
    }
  }
}
