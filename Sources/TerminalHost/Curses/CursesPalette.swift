import CNCurses

/// How cell styles become ncurses attributes: a colour pair per ``CellStyle/Role`` when the
/// terminal has colours, attributes alone when it has not.
struct CursesPalette {
  private let usesColor: Bool

  /// Sets up the colour pairs if the terminal has colours. Call once the screen exists.
  init() {
    usesColor = has_colors()
    guard usesColor else { return }
    start_color()
    // -1 is the terminal's own colour; without default colours, fall back on black/white.
    let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
    let foreground: Int16 = background == -1 ? -1 : Int16(COLOR_WHITE)
    for role in CellStyle.Role.allCases {
      guard let pair = Self.pair(for: role) else { continue }
      let colors = Self.colors(for: role, foreground: foreground, background: background)
      init_pair(pair, colors.foreground, colors.background)
    }
  }

  /// The attributes and colour pair that draw `style`.
  func attributes(for style: CellStyle) -> (attributes: attr_t, pair: Int16) {
    var attributes = CNCURSES_A_NORMAL
    if style.isBold { attributes |= CNCURSES_A_BOLD }
    if style.isReversed { attributes |= CNCURSES_A_REVERSE }
    if style.isDim { attributes |= CNCURSES_A_DIM }
    switch style.role {
    case .plain: break
    case .chrome: attributes |= usesColor ? CNCURSES_A_BOLD : CNCURSES_A_REVERSE
    case .accent, .error: attributes |= usesColor ? CNCURSES_A_NORMAL : CNCURSES_A_BOLD
    case .muted: attributes |= CNCURSES_A_DIM
    }
    let pair = usesColor ? Self.pair(for: style.role) ?? 0 : 0
    return (attributes, pair)
  }

  private static func pair(for role: CellStyle.Role) -> Int16? {
    switch role {
    case .plain, .muted: nil
    case .chrome: 1
    case .accent: 2
    case .error: 3
    }
  }

  private static func colors(
    for role: CellStyle.Role, foreground: Int16, background: Int16
  ) -> (foreground: Int16, background: Int16) {
    switch role {
    case .chrome: (Int16(COLOR_WHITE), Int16(COLOR_BLUE))
    case .accent: (Int16(COLOR_CYAN), background)
    case .error: (Int16(COLOR_RED), background)
    case .plain, .muted: (foreground, background)
    }
  }
}
