import Flows
import Signals

extension WebSession {
  /// Goes back from the top page, numbered `page`, as Esc and the browser's Back do: pops
  /// it, or dismisses it when it is modal, and keeps what opened it for Forward. UI
  /// thread only.
  ///
  /// - Throws: Why the top page is not `page` or cannot be left; then nothing changed.
  func goBack(from page: Int) throws(WebProtocolError) {
    let removed = try state.withLock { state in
      Result { () throws(WebProtocolError) -> [SessionState.Entry] in
        let top = try Self.top(of: state, numbered: page)
        guard top.isModal || state.entries.count > 1 else {
          throw WebProtocolError(
            "cannot go back from page \(page) \(quoted: top.page.title): it is the first page")
        }
        return state.goBack(from: top)
      }
    }.get()
    release(removed)
  }

  /// Opens again the page the user last went back from to the top page, numbered `page`,
  /// as the browser's Forward does: repeats the button or row that opened it, so the
  /// app makes it anew. UI thread only.
  ///
  /// - Throws: Why it cannot: nothing was closed from `page`, the page is not on top or
  ///   is covered, or what opened the closed page is no longer there; then nothing
  ///   changed, and the closed page is forgotten unless `page` was not on top.
  func goForward(from page: Int) throws(WebProtocolError) {
    let closed = try state.withLock { state in
      Result { () throws(WebProtocolError) -> ClosedPage in
        let top = try Self.top(of: state, numbered: page)
        guard let closed = state.closedPages.last, closed.from == page else {
          throw WebProtocolError(
            "nothing to go forward to from page \(page) \(quoted: top.page.title)")
        }
        state.closedPages.removeLast()
        return closed
      }
    }.get()
    let run: Run
    do throws(WebProtocolError) {
      run = try prepare(closed.reopening)
    } catch {
      throw WebProtocolError("cannot open \(quoted: closed.title) again: \(error)")
    }
    state.withLock { state in
      state.transcript.append("forward")
      state.reopening = closed
    }
    self.run(run, for: closed.reopening)
    // The app may open nothing now, but later: that page is a new way, not this one.
    state.withLock { $0.reopening = nil }
  }
}
