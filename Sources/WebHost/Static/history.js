// The browser's history in step with the session's pages: an entry per page of the stack,
// its address the pages' titles (#/artists/bjork), so that the browser's Back and Forward
// go back and forward a page. The server holds the pages; this page only follows them.
// Loaded before app.js, which calls it with each screen; see WebHost.docc/WebHost.md.
"use strict";

const pageHistory = (() => {
  let session = null; // the session whose pages the entries describe
  let moving = null; // the depth history.go takes the browser to, at this page's request
  let wanted = null; // the depth the user asked for with Back or Forward, until reached
  let asked = 0; // the page a back or forward was last sent from: one per page
  let floor = 0; // the depth of the session's first entry, below which are others' entries

  /// The part of an address that names a page: its title in lower case, without accents,
  /// words joined by hyphens.
  function slug(title) {
    const plain = title.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    return plain.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "") || "page";
  }

  function address(titles) {
    return "#/" + titles.map(slug).join("/");
  }

  /// The entry of the page at `depth` in `screen`'s stack (0 is the first page): what a
  /// later resume of the session needs to know where the entry was.
  function entry(screen, depth) {
    const titles = screen.breadcrumb.slice(0, depth + 1);
    return { signals: 1, session, depth, titles };
  }

  function isOurs(state) {
    return state !== null && typeof state === "object" && state.signals === 1
      && state.session === session;
  }

  function depthOf(screen) {
    return screen.breadcrumb.length - 1;
  }

  /// Makes the browser's entries match the stack: an entry pushed per page opened, the
  /// browser taken back over the pages the app closed, the entry replaced otherwise.
  function align(screen) {
    const depth = depthOf(screen);
    const here = isOurs(history.state) ? history.state.depth : null;
    if (here === null) floor = depth;
    if (here !== null && depth > here) {
      for (let level = here + 1; level <= depth; level += 1) {
        const state = entry(screen, level);
        history.pushState(state, "", address(state.titles));
      }
    } else if (here !== null && Math.max(depth, floor) < here) {
      moving = Math.max(depth, floor);
      history.go(moving - here);
    } else {
      // A first screen, an entry of an earlier session, another page at the same depth,
      // or a stack below the session's first entry, which has no entry of its own.
      floor = Math.min(floor, depth);
      const state = entry(screen, depth);
      history.replaceState(state, "", address(state.titles));
    }
  }

  /// Asks the server for a page nearer the depth the user went to, one page at a time.
  function ask(screen) {
    if (asked === screen.page.number) return;
    asked = screen.page.number;
    const type = depthOf(screen) > wanted ? "back" : "forward";
    send({ type, page: screen.page.number });
  }

  /// Follows `screen`, the one just drawn.
  function follow(screen) {
    if (!screen.page || session === null || moving !== null) return;
    if (wanted !== null && depthOf(screen) !== wanted) {
      ask(screen);
      return;
    }
    wanted = null;
    asked = 0;
    align(screen);
  }

  window.addEventListener("popstate", (event) => {
    const screen = shownScreen();
    if (!screen || !screen.page) return;
    if (moving !== null) {
      moving = null; // The move this page asked for: nothing to ask the server.
      follow(screen);
      return;
    }
    if (!isOurs(event.state) || event.state.depth === depthOf(screen)) {
      // An entry of an earlier session of this tab, or an address typed: it shows the
      // page the session shows.
      wanted = null;
      align(screen);
      return;
    }
    // A page already asked for by an earlier Back or Forward still on its way is not
    // asked for twice.
    if (wanted === null) asked = 0;
    wanted = event.state.depth;
    ask(screen);
  });

  return {
    /// Starts following the pages of session `number`.
    start(number) {
      session = number;
    },

    follow,

    /// Goes back a page as the browser's Back does, so that Forward opens it again.
    back(screen) {
      if (isOurs(history.state) && history.state.depth > floor && moving === null) {
        history.back();
      } else {
        send({ type: "back", page: screen.page.number });
      }
    },

    /// Gives up on the page the user went to when the server refused to go there: the
    /// browser goes back to the entry of the page shown.
    refused(screen) {
      if (wanted === null || !screen || !screen.page) return;
      wanted = null;
      asked = 0;
      const here = isOurs(history.state) ? history.state.depth : null;
      if (here === null || here === depthOf(screen)) {
        align(screen);
      } else {
        // The entries between are still there, the one the user left among them.
        moving = depthOf(screen);
        history.go(moving - here);
      }
    },
  };
})();
