/// The span during which an owner exists; work tied to it ends when the owner goes away.
///
/// A lifetime ends once, and everything added to it is disposed then. Make one with
/// ``make()``: the lifetime ends when the returned ``Token`` is released, so an object
/// that stores the token as a property ends the lifetime when it is deallocated.
///
/// ```swift
/// final class Screen {
///   let lifetime: Lifetime
///   private let token: Lifetime.Token
///   init(model: Signal<String, Never>) {
///     (lifetime, token) = Lifetime.make()
///     model.take(during: lifetime).observeValues { print($0) }
///   }
/// }
/// ```
///
/// It ties work to an owner the way Objective-C deallocation signals did, and works on Linux.
///
/// The class cannot be subclassed outside this module: inside it, a producer's run is
/// its own lifetime, so that starting a run makes one object, not two.
public class Lifetime {
  // `nil` for the lifetime that never ends, which keeps nothing it is given, and for a
  // subclass that is its own storage.
  private let disposables: (any LifetimeStorage)?

  /// What keeps the disposables added to this lifetime, and ends them; a subclass that
  /// keeps them itself answers itself.
  @usableFromInline
  var storage: (any LifetimeStorage)? { disposables }

  @usableFromInline
  init(_ disposables: CompositeDisposable?) {
    self.disposables = disposables
  }

  /// A lifetime that keeps its disposables itself, by overriding ``storage``.
  @usableFromInline
  init() {
    self.disposables = nil
  }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { storage?.hasEnded ?? false }

  /// Runs `action` when the lifetime ends, or at once if it has already ended.
  ///
  /// - Returns: A handle that cancels the action without running it.
  @discardableResult
  public func observeEnded(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    storage?.add(action) ?? AnyDisposable()
  }

  /// Disposes `disposable` when `lifetime` ends, or at once if it has already ended.
  public static func += (lifetime: Lifetime, disposable: (any Disposable)?) {
    if let disposable { lifetime.storage?.insert(disposable) }
  }

  /// Makes a lifetime together with the token that keeps it going.
  ///
  /// - Returns: The lifetime, and the token whose release ends it.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token.disposables), token)
  }

  /// A lifetime that `token` keeps going: it ends when the token is released or disposed.
  ///
  /// ```swift
  /// let token = Lifetime.Token()
  /// let lifetime = Lifetime(token)
  /// lifetime.observeEnded { print("ended") }
  /// token.dispose()  // Prints "ended"
  /// ```
  ///
  /// - Parameter token: The token whose end is this lifetime's; one token can back
  ///   several lifetimes, which all end with it.
  public convenience init(_ token: Token) {
    self.init(token.disposables)
  }

  /// A lifetime that never ends. What is added to it is never disposed, nor retained.
  public static let forever = Lifetime(nil)

  /// A lifetime that has already ended.
  public static let ended: Lifetime = {
    let disposables = CompositeDisposable()
    disposables.dispose()
    return Lifetime(disposables)
  }()

  /// The owner's handle on a ``Lifetime``: the lifetime ends when the token is released.
  ///
  /// Keep the token private to the owner and hand out only the lifetime.
  public final class Token: Sendable {
    fileprivate let disposables = CompositeDisposable()

    /// Creates a token for a new lifetime; prefer ``Lifetime/make()``.
    public init() {}

    /// Ends the lifetime now, before the token is released; later calls do nothing.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// token.dispose()
    /// print(lifetime.hasEnded)  // Prints "true"
    /// ```
    public func dispose() {
      disposables.dispose()
    }

    deinit { disposables.dispose() }
  }
}

// Safe: its one stored property is a constant, and the subclasses, all in this module,
// are Sendable themselves.
extension Lifetime: @unchecked Sendable {}
