#if os(Linux) && canImport(Runtime)
  import Runtime
#endif

/// Where a node was made: the call stack captured when it was registered, read lazily.
///
/// Capturing costs a stack walk per node (about 15 µs), paid only while an inspector
/// records. Reading it comes in two speeds. The function that made the node, and the
/// library function it called, come from the symbol tables, in milliseconds, the first
/// time the graph shows the node. The file and line need the binary's debug information,
/// which takes a fraction of a second per node in a large binary, so they are read only
/// when asked for one node (``Inspector/sourceLocation(of:)``).
///
/// Frames of the library — the `Signals`, `Interactors` and `Flows` modules — are
/// skipped: the origin is the first frame of the code that called into the library.
///
/// On Linux only, where the toolchain's `Runtime` module needs no newer system; elsewhere
/// a node's origin is unknown.
final class NodeOrigin: Sendable, CustomStringConvertible {
  #if os(Linux) && canImport(Runtime)
    private let backtrace: Backtrace
  #endif
  private let caller = Locked<Caller?>.make(nil)
  private let location = Locked<String??>.make(nil)

  /// The function that made the node, and the library function it called.
  struct Caller: Sendable {
    var function: String?
    var call: String?
  }

  private init?() {
    #if os(Linux) && canImport(Runtime)
      guard
        let backtrace = try? Backtrace.capture(
          limit: 32, offset: 2, top: 0, images: Self.images.value)
      else {
        return nil
      }
      self.backtrace = backtrace
    #else
      return nil
    #endif
  }

  /// Captures the calling stack, or `nil` where the platform cannot.
  static func capture() -> NodeOrigin? {
    #if os(Linux) && canImport(Runtime)
      NodeOrigin()
    #else
      nil
    #endif
  }

  /// The library function called and the function that called it, such as
  /// `map in SearchPage.init()`, or `nil` when the symbols are unknown.
  var description: String {
    let caller = resolvedCaller
    switch (caller.call, caller.function) {
    case (let call?, let function?): return "\(call) in \(function)"
    case (nil, let function?): return function
    case (let call?, nil): return call
    case (nil, nil): return "unknown"
    }
  }

  /// The file and line of the frame that made the node, such as `SearchPage.swift:12`,
  /// or `nil` when the binary has no debug information. Slow the first time.
  var sourceLocation: String? {
    if let known = location.withLock({ $0 }) { return known }
    let found = readSourceLocation()
    location.withLock { $0 = found }
    return found
  }

  private var resolvedCaller: Caller {
    if let known = caller.withLock({ $0 }) { return known }
    let found = readCaller()
    caller.withLock { $0 = found }
    return found
  }

  private func readCaller() -> Caller {
    #if os(Linux) && canImport(Runtime)
      guard let frames = backtrace.symbolicated(with: Self.images.value, options: [])?.frames
      else { return Caller() }
      var found = Caller()
      for frame in frames {
        guard let symbol = frame.symbol, let module = Self.module(of: symbol.rawName) else {
          continue
        }
        if Self.libraryModules.contains(module) {
          found.call = Self.functionName(symbol.name)
        } else if !Self.runtimeModules.contains(module) {
          found.function = symbol.name
          return found
        }
      }
      return found
    #else
      return Caller()
    #endif
  }

  private func readSourceLocation() -> String? {
    #if os(Linux) && canImport(Runtime)
      let options: Backtrace.SymbolicationOptions = [.showInlineFrames, .showSourceLocations]
      guard let frames = backtrace.symbolicated(with: Self.images.value, options: options)?.frames
      else { return nil }
      for frame in frames {
        guard let symbol = frame.symbol, let location = symbol.sourceLocation,
          location.line > 0
        else { continue }
        // Code the compiler made (`<compiler-generated>`, as ThreadSanitizer's builds have
        // between frames) is no place in the caller's sources.
        guard !location.path.hasPrefix("<"),
          !Self.libraryFolders.contains(where: location.path.contains)
        else { continue }
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        return "\(file):\(location.line)"
      }
    #endif
    return nil
  }

  #if os(Linux) && canImport(Runtime)
    /// The images loaded in the process, read once: read for every capture, they cost a
    /// millisecond each.
    private static let images = ImagesOnce()
  #endif

  /// The modules whose frames say how a node was made, not where.
  private static let libraryModules: Set<Substring> = ["Signals", "Interactors", "Flows"]
  /// Modules whose frames are neither: the standard library's, the runtime's.
  private static let runtimeModules: Set<Substring> = ["Swift", "_Concurrency", "Runtime"]
  /// The library's sources, for the frames of its code inlined into a caller.
  private static let libraryFolders = [
    "/Sources/Signals/", "/Sources/Interactors/", "/Sources/Flows/",
  ]

  /// The module of a mangled Swift symbol, such as `Signals` from `$s7Signals6SignalC…`;
  /// `nil` for one that does not start with a module's name (a thunk, a C function).
  static func module(of mangled: String) -> Substring? {
    guard mangled.hasPrefix("$s") else { return nil }
    let rest = mangled.dropFirst(2)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? name : nil
  }

  /// `map` from a demangled name such as `Signal.map<A>(_:) -> Signal<A, B>`, and
  /// `MutableProperty.init` from an initializer's, such as
  /// `MutableProperty.__allocating_init(_:) -> MutableProperty<A>`.
  static func functionName(_ demangled: String) -> String {
    var name = Substring(demangled)
    // What follows the function's own name: its generic parameters or its arguments.
    if let end = name.firstIndex(where: { $0 == "(" || $0 == "<" }) { name = name[..<end] }
    let components = name.split(separator: ".")
    guard let function = components.last else { return String(name) }
    // An initializer's own name says only that: the type it makes says what.
    if function == "init" || function == "__allocating_init", components.count > 1 {
      let type = components[components.count - 2]
      return "\(type.split(separator: " ").last ?? type).init"
    }
    return String(function)
  }
}

#if os(Linux) && canImport(Runtime)
  /// The process's image map, captured on first use.
  private final class ImagesOnce: Sendable {
    private let map = Locked<ImageMap?>.make(nil)

    var value: ImageMap {
      map.withLock { map in
        if let map { return map }
        let captured = ImageMap.capture()
        map = captured
        return captured
      }
    }
  }
#endif
