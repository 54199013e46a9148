import CNCurses
import CTerminalRestore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal, taken over by ncurses: draws grids and reads keys.
///
/// Opening a terminal checks the environment first, then sets up ncurses (UTF-8, no echo,
/// keys delivered at once, keypad decoding, hidden cursor, colours) and installs signal
/// handlers that restore the terminal if the process is interrupted or crashes. ``close()``
/// restores it normally; an interrupting signal is kept for the run loop.
///
/// > Note: ncurses is not thread-safe: a terminal belongs to the thread that opened it.
final class Terminal {
  /// How long ncurses waits after Escape for the rest of an escape sequence, in
  /// milliseconds: short enough that Escape feels immediate, long enough for a local
  /// terminal or tmux to send the rest of an arrow key's bytes.
  static let escapeDelay: Int32 = 25
  /// How long a paste may pause before it is taken as ended, in milliseconds.
  static let pasteEndDelay: Int32 = 500
  /// Asks the terminal to bracket pastes, so that a paste arrives as one key.
  static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8CString.dropLast())
  /// Gives the terminal back its plain pastes.
  static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8CString.dropLast())
  /// Turns off every xterm mouse mode ncurses may have turned on, for a hurried reset.
  static let mouseOff = Array(
    "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8CString.dropLast())

  private var screen: OpaquePointer?
  /// The stream ncurses uses on the controlling terminal; `nil` on the standard streams.
  private var deviceFile: UnsafeMutablePointer<FILE>?
  private let device: TerminalDevice
  private let painter: GridPainter
  /// Written to by the signal handlers, so that `poll` wakes for a signal taken by any
  /// thread: Ctrl-C and resizes are noticed at once.
  private let signalPipe: WakePipe
  /// The interrupting signal received and not yet taken by the run loop.
  var interruptingSignal: Int32?
  /// Keeps a character whose bytes are split between two reads.
  private var decoder = KeyDecoder()
  /// Whether the terminal reports the mouse to the host.
  let usesMouse: Bool

  /// Takes over the terminal: standard input and output, or the controlling terminal
  /// when either is redirected (see ``TerminalDevice``).
  ///
  /// - Parameter mouse: Whether to ask the terminal for mouse clicks and the wheel; a
  ///   terminal without a mouse reports none either way.
  /// - Throws: ``TerminalError`` when there is no terminal, or `TERM` is unset, unknown or
  ///   names a terminal that cannot move the cursor; nothing has been written to the
  ///   screen then.
  init(mouse: Bool = true) throws(TerminalError) {
    let environment = TerminalEnvironment.current
    device = try TerminalDevice(environment.device)
    var modes = termios()
    tcgetattr(device.input, &modes)
    do {
      try environment.check()
      (screen, deviceFile) = try Self.newScreen(on: device, type: environment.terminalType ?? "")
    } catch {
      device.close()
      throw error
    }
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    keypad(cncurses_standard_screen(), true)
    decoder = KeyDecoder(extendedKeys: KeyDecoder.extendedKeysOfTerminal())
    set_escdelay(Self.escapeDelay)
    usesMouse = mouse && cncurses_enable_mouse() != 0
    curs_set(0)
    painter = GridPainter(palette: CursesPalette())
    signalPipe = WakePipe(purpose: "terminal's signal")
    _ = write(device.output, Self.bracketedPasteOn, Self.bracketedPasteOn.count)
    let reset = (usesMouse ? Self.mouseOff : []) + Self.resetSequence()
    terminal_restore_prepare(device.input, &modes, device.output, reset, reset.count)
    terminal_restore_set_wake(signalPipe.writeEnd)
    terminal_restore_install()
  }

  /// Starts ncurses on `device` for the terminal `type`, once terminfo says it can draw
  /// there; returns the screen and, on the controlling terminal, the stream it uses.
  private static func newScreen(
    on device: TerminalDevice, type: String
  ) throws(TerminalError) -> (OpaquePointer, UnsafeMutablePointer<FILE>?) {
    switch cncurses_terminal_type_usability(device.output) {
    case 1: break
    case 0: throw .terminalTypeWithoutCursorAddressing(type)
    default: throw .unknownTerminalType(type)
    }
    UTF8Locale.activate()
    switch device.kind {
    case .standardStreams:
      guard let screen = cncurses_new_screen() else { throw .unknownTerminalType(type) }
      return (screen, nil)
    case .controllingTerminal:
      // One stream for both directions: ncurses reads and writes its descriptor directly.
      // It gets a descriptor of its own, so closing the stream leaves the device's to it.
      let descriptor = dup(device.output)
      guard descriptor >= 0 else { throw .noTerminal }
      guard let file = fdopen(descriptor, "r+") else {
        closeDescriptor(descriptor)
        throw .noTerminal
      }
      guard let screen = newterm(nil, file, file) else {
        fclose(file)
        throw .unknownTerminalType(type)
      }
      return (screen, file)
    }
  }

  deinit { close() }

  /// The terminal's current size.
  var size: TerminalSize {
    TerminalSize(
      columns: Int(getmaxx(cncurses_standard_screen())),
      rows: Int(getmaxy(cncurses_standard_screen())))
  }

  /// Shows `grid`, which should have the terminal's size, changing only what changed.
  func draw(_ grid: Grid) {
    painter.paint(grid)
    refresh()
  }

  /// Waits until a key arrives or one of `wake` becomes readable, then returns every key that has
  /// arrived, in order; possibly none, when woken for other work.
  ///
  /// A pending SIGINT, SIGTERM or SIGHUP is kept in ``interruptingSignal``.
  func keys(wakingOn wake: [Int32]) -> [Key] {
    var descriptors = ([device.input, signalPipe.readEnd] + wake).map {
      pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
    }
    // Interrupted by a signal (resize, Ctrl-C) is as good as input: both are read below.
    // Inside a paste the wait is bounded: a paste whose end never comes ends with it.
    let timeout = decoder.isInsidePaste ? Self.pasteEndDelay : -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    signalPipe.drain()
    var keys: [Key] = []
    let signal = terminal_restore_take_interrupt()
    if signal != 0 { interruptingSignal = signal }
    if ready == 0 { keys += decoder.endPaste() }
    nodelay(cncurses_standard_screen(), true)
    // Not wget_wch: see KeyDecoder.
    while case let code = wgetch(cncurses_standard_screen()), code != ERR {
      keys += decoder.keys(forCursesCode: code)
      if code == KEY_MOUSE { keys += Self.mouseKey() }
    }
    keys += decoder.keysAtPause()
    if keys.contains(.resize) { painter.forget() }
    return keys
  }

  /// The mouse event ncurses read with `KEY_MOUSE`, if the host has a use for it.
  private static func mouseKey() -> [Key] {
    var row: Int32 = 0
    var column: Int32 = 0
    let action: MouseEvent.Action
    switch cncurses_mouse_event(&row, &column) {
    case 1: action = .click
    case 2: action = .wheelUp
    case 3: action = .wheelDown
    default: return []
    }
    return [.mouse(MouseEvent(action, row: Int(row), column: Int(column)))]
  }

  /// Gives the terminal back as it was. Safe to call more than once.
  func close() {
    guard let screen else { return }
    _ = write(device.output, Self.bracketedPasteOff, Self.bracketedPasteOff.count)
    if usesMouse { mousemask(0, nil) }
    endwin()
    delscreen(screen)
    self.screen = nil
    terminal_restore_uninstall()
    terminal_restore_set_wake(-1)
    signalPipe.close()
    if let deviceFile { fclose(deviceFile) }
    deviceFile = nil
    device.close()
  }

  /// What to write to reset the terminal in a hurry: plain pastes, plain attributes, a visible cursor,
  /// keypad keys back to normal, and back from the alternate screen, in this terminal's
  /// own codes.
  private static func resetSequence() -> [CChar] {
    bracketedPasteOff
      + ["sgr0", "cnorm", "rmkx", "rmcup"].flatMap { name -> [CChar] in
        guard let value = cncurses_string_capability(name) else { return [] }
        return Array(UnsafeBufferPointer(start: value, count: strlen(value)))
      }
  }
}
