import Flows

/// Everything the user sees at one moment, as plain values: what the layout turns into a
/// ``Grid``.
///
/// The host builds a scene from its navigation stack on its UI thread; tests build scenes
/// by hand to check the layout of every element kind at every size.
struct Scene: Hashable, Sendable {
  /// The size of the screen.
  var size: TerminalSize
  /// The titles of the pages shown, bottom first, for the breadcrumb.
  var trail: [String]
  /// The page under any modal one; `nil` when no page is shown.
  var page: PageScene?
  /// The page shown modally, framed, over ``page``.
  var modal: PageScene?
  /// The dialog over everything: an alert, or the host asking before it quits.
  var dialog: DialogScene?
  /// What the title bar says on its right when it fits beside the title.
  var notice: String? = nil
}

/// A page as a scene shows it: its title, its elements, what has focus, how far it is
/// scrolled.
struct PageScene: Hashable, Sendable {
  /// The page's title.
  var title: String
  /// The page's elements, top to bottom.
  var elements: [ElementSnapshot]
  /// The index in ``elements`` of the element with focus, if any.
  var focus: Int?
  /// The first line of the page's body on screen, as last drawn or as a key scrolled it.
  var scroll: Int = 0
  /// Whether the focus has just moved, so the layout scrolls to show the focused element;
  /// otherwise the scroll stays where the user left it.
  var revealsFocus = false
  /// Whether every character typed edits the page's typing target (``Flows/Page/typingTarget``),
  /// so letters are no commands here.
  var takesTyping = false
  /// The element that has focus, if any.
  var focusedElement: ElementSnapshot? {
    focus.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
  }

  /// Whether the scene takes typed keys: focus is on a text field and nothing covers it.
  var isEditing: Bool {
    focus.map { elements[$0].isTextField } ?? false
  }
}

/// A dialog: a title, a message, and the actions to choose from.
struct DialogScene: Hashable, Sendable {
  /// One choice of a dialog.
  struct Action: Hashable, Sendable {
    /// What it says.
    var label: String
    /// How it is shown.
    var role: Alert.Role
  }

  /// The heading.
  var title: String
  /// The message under the heading; may be empty.
  var message: String
  /// The choices, in order.
  var actions: [Action]
  /// The index of the focused action.
  var focus: Int

  /// A dialog showing `alert` with focus on action `focus`.
  init(_ alert: Alert, focus: Int) {
    title = alert.title
    message = alert.message
    actions = alert.actions.map { Action(label: $0.label, role: $0.role) }
    self.focus = focus
  }
}
