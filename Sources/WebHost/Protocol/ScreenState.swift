import Flows

/// Everything the user must see, as the browser receives it in a ``ServerMessage/screen(_:)``:
/// the breadcrumb, the page on top with its elements, and the alert showing.
///
/// The server sends a new screen whenever any of it changes — navigation, an alert, the
/// content of an element — and never the same screen twice in a row.
public struct ScreenState: Codable, Hashable, Sendable {
  /// The titles of the pages shown, bottom first.
  public var breadcrumb: [String]
  /// Whether going back is possible: the top page is modal or pushed over another page.
  public var canGoBack: Bool
  /// The page on top, or `nil` before the app shows one.
  public var page: PageState?
  /// The alert showing, or `nil`; it covers the page until the user answers it.
  public var alert: AlertState?

  /// Creates a screen.
  public init(
    breadcrumb: [String], canGoBack: Bool, page: PageState?, alert: AlertState? = nil
  ) {
    self.breadcrumb = breadcrumb
    self.canGoBack = canGoBack
    self.page = page
    self.alert = alert
  }
}

/// The page on top of a session's stack.
public struct PageState: Codable, Hashable, Sendable {
  /// The page's number in its session, counted from 1 as pages are shown: actions name
  /// it, so one meant for a page no longer shown is refused.
  public var number: Int
  /// The page's title.
  public var title: String
  /// Whether the page was presented modally rather than pushed.
  public var isModal: Bool
  /// The id of the text field that takes what the user types wherever the focus is.
  public var typingTarget: String?
  /// The page's elements, top first, with their current content.
  public var elements: [ElementState]

  /// Creates a page state.
  public init(
    number: Int, title: String, isModal: Bool, typingTarget: String? = nil,
    elements: [ElementState]
  ) {
    self.number = number
    self.title = title
    self.isModal = isModal
    self.typingTarget = typingTarget
    self.elements = elements
  }
}

/// The alert showing, which the browser shows as a dialog.
public struct AlertState: Codable, Hashable, Sendable {
  /// One of the alert's choices.
  public struct Action: Codable, Hashable, Sendable {
    /// What the choice says.
    public var label: String
    /// `default`, `cancel` or `destructive`.
    public var role: String

    /// Creates a choice.
    public init(label: String, role: String) {
      self.label = label
      self.role = role
    }
  }

  /// The alert's number in its session, counted from 1: an answer names it.
  public var number: Int
  /// The alert's heading.
  public var title: String
  /// What it says; may be empty.
  public var message: String
  /// Its choices, in order.
  public var actions: [Action]

  /// Creates the state of `alert`, numbered `number`.
  public init(_ alert: Alert, number: Int) {
    self.number = number
    title = alert.title
    message = alert.message
    actions = alert.actions.map { Action(label: $0.label, role: "\($0.role)") }
  }
}
