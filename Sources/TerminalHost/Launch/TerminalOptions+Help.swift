extension TerminalOptions {
  /// What `--help` of an app on the terminal host says about its keys: the ones every
  /// page has, and those that only some apps' pages use.
  ///
  /// An app lists only the keys that do something in it: feedback's pages are short and
  /// never fail, so its help names neither Page Up/Down nor r.
  ///
  /// - Parameters:
  ///   - pageJumps: Whether the app's pages can be longer than the screen, so that Page
  ///     Up/Down and Home/End jump.
  ///   - retries: Whether a page can fail and offer to try again with r.
  public static func keysHelp(pageJumps: Bool = false, retries: Bool = false) -> String {
    let keys =
      ["arrows or j/k move, scrolling through text between what they move to"]
      + (pageJumps ? ["Page Up/Down and Home/End jump"] : [])
      + ["Enter or Space act", "Esc goes back", "Tab cycles"]
      + (retries ? ["r retries what failed"] : []) + ["q quits", "Ctrl-C interrupts"]
    return "Keys: " + keys.joined(separator: ", ")
      + ". The status line lists the keys that work. " + mouseHelp
  }

  /// What `--help` says about the mouse.
  public static let mouseHelp = """
    Mouse, where the terminal reports it: a click focuses and acts (a button, a row, a \
    toggle, an option, an alert's action; in a text field it moves the cursor), the wheel \
    scrolls; --no-mouse leaves the mouse to the terminal, to select text.
    """

  /// What `--help` of an app with a text field says about editing it.
  public static let editingKeysHelp = """
    In a text field: Left/Right, Home/End or Ctrl-A/Ctrl-E, and Alt-B/Alt-F, \
    Ctrl-Left/Ctrl-Right or Alt-Left/Alt-Right (a word) move the cursor; Backspace and Delete delete a character, Ctrl-W and Alt-Backspace a word \
    back, Ctrl-U and Ctrl-K to the start and to the end; a paste is one edit.
    """

  /// What `--help` says about scripts, for `--script`.
  public static var scriptHelp: String {
    """
    A key script has one or more steps per line, separated by spaces: a key word \
    (\(Key.keyWords.joined(separator: " "))), a single character, KEY*COUNT, text:WORDS \
    (typed, to the end of the line), paste:WORDS (pasted as one edit, to the end of the \
    line) or size:CxR. A # starts a comment. Keys do not wait for the \
    app's background work; wait steps do: wait:text:WORDS (to the end of the line) until \
    WORDS are on the screen, wait:idle until the app is idle (no request, indexing or \
    other work it reports in flight, no work waiting), wait:DURATION (2s, 500ms) for a \
    while. A wait fails the run, naming its \
    line and showing the screen (and for wait:idle what was still in flight), after \(KeyScript.Wait.defaultBound.scriptText), or after \
    what an earlier timeout:DURATION says.
    """
  }

  /// What `--help` says about the exit statuses the host gives, after the app's own
  /// `statuses` for a finished run.
  ///
  /// - Parameter statuses: Lines such as `"0    a feedback was printed"`.
  public static func exitStatusHelp(_ statuses: [String]) -> String {
    let hostStatuses = [
      "1    no terminal to draw on, or TERM unset, unknown or dumb",
      "64   a wrong command line",
      "65   a key script with a mistake",
      "66   a key script that cannot be read",
      "75   a key script's wait that timed out",
      "130  interrupted by Ctrl-C or SIGINT",
      "128+N ended by signal N, such as 129 SIGHUP, 131 Ctrl-\\ (SIGQUIT), 143 SIGTERM",
    ]
    let lines = (statuses + hostStatuses).map { "  " + $0 }
    return (["Exit status:"] + lines).joined(separator: "\n")
  }
}
