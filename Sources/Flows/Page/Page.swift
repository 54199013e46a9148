import Signals

/// What a host shows: a title over a column of elements, independent of any UI toolkit.
///
/// A page is a description, not a view. A host — the terminal host, ``RecordingHost`` in
/// tests, a UIKit host — renders its ``elements`` and calls their actions when the user
/// acts. The elements are a `Property` so a page can change its whole body over time,
/// say from a loading state to a list, and each dynamic element carries its own property
/// so the host redraws only what changed.
///
/// ```swift
/// let count = MutableProperty(0)
/// let page = Page(title: "Counter", elements: [
///   .text(count.map { "tapped \($0) times" }),
///   .button("tap") { count.modify { $0 += 1 } },
/// ])
/// ```
///
/// A page has identity: copies of a page are the same page, which is how a host tells
/// pages apart in its stack.
///
/// > Note: A page's ``lifetime`` ends when the last copy of the page is released — when
/// > the host drops it after a pop, a dismissal or the user going back. Tie to it whatever
/// > the page observes. Never capture a page in its own elements' closures or in what is
/// > added to its lifetime: it would keep itself alive.
public struct Page: Sendable, Identifiable {
  /// A page's identity, shared by all its copies.
  public struct ID: Hashable, Sendable {
    fileprivate let storage: ObjectIdentifier
  }

  private let storage: Storage

  /// Creates a page whose elements change over time.
  ///
  /// - Parameters:
  ///   - title: What the host shows above the elements, and in its breadcrumb.
  ///   - elements: The page's body; the host redraws it whenever it changes.
  ///   - typingTarget: The id of a text field that takes every character typed, wherever
  ///     the focus is (see ``typingTarget``); `nil` by default.
  public init(title: String, elements: Property<[Element]>, typingInto typingTarget: String? = nil)
  {
    storage = Storage(title: title, elements: elements, typingTarget: typingTarget)
  }

  /// Creates a page with a fixed list of elements.
  ///
  /// - Parameters:
  ///   - title: What the host shows above the elements, and in its breadcrumb.
  ///   - elements: The page's body; elements may still show changing content.
  ///   - typingTarget: The id of a text field that takes every character typed, wherever
  ///     the focus is (see ``typingTarget``); `nil` by default.
  public init(title: String, elements: [Element], typingInto typingTarget: String? = nil) {
    self.init(title: title, elements: Property(value: elements), typingInto: typingTarget)
  }

  /// The page's identity.
  public var id: ID { ID(storage: ObjectIdentifier(storage)) }

  /// What the host shows above the elements.
  public var title: String { storage.title }

  /// The page's body, from top to bottom.
  public var elements: Property<[Element]> { storage.elements }

  /// The id of the text field that every character typed edits, wherever the focus is:
  /// a search page's query, which a user expects to type into at any time.
  ///
  /// A host with a keyboard moves the focus back to that field and types there; letters
  /// the host would otherwise read as commands (such as j, k, q or r in the terminal) are
  /// typed instead, so on such a page the user moves with the arrows and leaves with Esc.
  public var typingTarget: String? { storage.typingTarget }

  /// The span during which the page exists; it ends when the host drops the page.
  ///
  /// ```swift
  /// model.signal.take(during: page.lifetime).observeValues { print($0) }
  /// ```
  public var lifetime: Lifetime { storage.lifetime }

  private final class Storage: Sendable {
    let title: String
    let elements: Property<[Element]>
    let typingTarget: String?
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init(title: String, elements: Property<[Element]>, typingTarget: String?) {
      self.title = title
      self.elements = elements
      self.typingTarget = typingTarget
      (lifetime, token) = Lifetime.make()
    }
  }
}

extension Page: Equatable {
  /// Whether two pages are the same page.
  public static func == (lhs: Page, rhs: Page) -> Bool {
    lhs.id == rhs.id
  }
}
