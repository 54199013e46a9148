/// A screen to present modally, over the pages of a flow, rather than push.
///
/// Make one with ``Screen/modal`` and follow a flow with it: `flow >>> screen.modal`.
public struct ModalScreen<Input: Sendable, Output: Sendable>: Sendable {
  /// The screen presented.
  public let screen: Screen<Input, Output>
}

extension Screen {
  /// This screen, to be presented modally and dismissed when it reports output.
  ///
  /// ```swift
  /// let flow = NavigationFlow(root: chooseAlbum) >>> confirmPurchase.modal
  /// ```
  public var modal: ModalScreen<Input, Output> {
    ModalScreen(screen: self)
  }
}
