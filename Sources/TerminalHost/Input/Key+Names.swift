extension Key: CustomStringConvertible {
  /// The key's name in a key script: `down`, `enter`, `esc`, `space`, or the character
  /// itself, such as `q`.
  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .control(let character): "ctrl-\(character)"
    case .alt(let key): "alt-\(key.name)"
    case .paste: "paste"
    case .mouse(let event): event.name
    default: Self.namedKeys.first { $0.key == self }?.names[0] ?? "?"
    }
  }

  /// The key's ``name``.
  public var description: String { name }

  /// The key a key script calls `name`, ignoring case, or `nil`.
  ///
  /// A name is a key's word (`down`, `pagedown`, `shift-tab` …) or a single character,
  /// taken as typed, so `Q` is a capital Q.
  ///
  /// ```swift
  /// Key(name: "Esc")  // .escape
  /// Key(name: "é")    // .character("é")
  /// ```
  public init?(name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if lowered.hasPrefix("alt-"), let key = Key(name: String(name.dropFirst(4))), key.canTakeAlt {
      self = .alt(key)
      return
    }
    if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
      Self.controlLetters.contains(letter)
    {
      self = .control(letter)
      return
    }
    guard let entry = Self.namedKeys.first(where: { $0.names.contains(lowered) }) else {
      return nil
    }
    self = entry.key
  }

  /// Every key word, first the one ``name`` gives, for help and error messages; Ctrl and
  /// Alt keys are written `ctrl-a`, `alt-b`, `alt-backspace`, `alt-left`.
  public static var keyWords: [String] {
    namedKeys.map { $0.names[0] } + ["ctrl-LETTER", "alt-KEY"]
  }

  /// The letters whose Ctrl key is ``control(_:)``: the others have keys of their own.
  static let controlLetters = Set("abdefghijklmnopqrstuvwxyz").subtracting("hijm")

  /// Whether Alt and this key make a key: not for Alt keys, pastes or what the terminal
  /// reports.
  private var canTakeAlt: Bool {
    switch self {
    case .alt, .paste, .mouse, .resize, .interrupt: false
    default: true
    }
  }

  private static let namedKeys: [(key: Key, names: [String])] = [
    (.up, ["up"]), (.down, ["down"]), (.left, ["left"]), (.right, ["right"]),
    (.controlLeft, ["ctrl-left"]), (.controlRight, ["ctrl-right"]),
    (.home, ["home"]), (.end, ["end"]),
    (.pageUp, ["pageup", "pgup"]), (.pageDown, ["pagedown", "pgdn"]),
    (.enter, ["enter", "return"]), (.escape, ["esc", "escape"]), (.space, ["space"]),
    (.backspace, ["backspace"]), (.delete, ["delete", "del"]),
    (.tab, ["tab"]), (.backTab, ["backtab", "shift-tab"]),
    (.resize, ["resize"]), (.interrupt, ["ctrl-c", "interrupt"]),
  ]
}
