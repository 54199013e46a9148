// ncurses with its wide-character API (add_wch, setcchar, get_wch), plus the few things
// Swift cannot import by itself: macros that compute values.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Attributes are macros built from NCURSES_BITS, which the Swift importer skips.
static const attr_t CNCURSES_A_NORMAL = A_NORMAL;
static const attr_t CNCURSES_A_BOLD = A_BOLD;
static const attr_t CNCURSES_A_DIM = A_DIM;
static const attr_t CNCURSES_A_REVERSE = A_REVERSE;
static const attr_t CNCURSES_A_UNDERLINE = A_UNDERLINE;

// Swift sees C globals as shared mutable state; these read them for it. Use them on the
// thread that owns the screen.

/// The standard screen window (the stdscr global).
static inline WINDOW *cncurses_standard_screen(void) { return stdscr; }

/// A new screen on standard output and input for the terminal type in TERM (newterm with
/// the stdio globals), or NULL when TERM names no known terminal.
static inline SCREEN *cncurses_new_screen(void) { return newterm(NULL, stdout, stdin); }

/// How usable the terminal type in TERM is on the terminal `descriptor`: 1 when terminfo
/// has an entry for it with cursor addressing, 0 when its entry lacks cursor addressing
/// (such as "dumb"), -1 when it has no entry. Leaves no terminal set up behind it.
static inline int cncurses_terminal_type_usability(int descriptor) {
  int status = 0;
  if (setupterm(NULL, descriptor, &status) != OK) return -1;
  char *address = tigetstr("cup");
  int usable = address != NULL && address != (char *)-1;
  del_curterm(cur_term);
  return usable;
}

/// The attribute that selects colour pair `pair` (the COLOR_PAIR macro).
static inline attr_t cncurses_color_pair(short pair) { return COLOR_PAIR(pair); }

/// Asks ncurses for the mouse events the host uses — the main button pressed, the wheel
/// turned up or down — reported at once rather than after a click interval. Returns
/// whether the terminal reports any (0 when it has no mouse, as under `TERM=vt100`).
static inline int cncurses_enable_mouse(void) {
  mmask_t wanted = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
  mouseinterval(0);
  return mousemask(wanted, NULL) != 0;
}

/// Reads the mouse event ncurses holds after `KEY_MOUSE`: its cell in `row` and `column`,
/// and what it was — 1 a click, 2 the wheel up, 3 the wheel down — or 0 for one the host
/// has no use for (another button, a release) or none to read.
static inline int cncurses_mouse_event(int *row, int *column) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  *row = event.y;
  *column = event.x;
  if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
  if (event.bstate & BUTTON4_PRESSED) return 2;
  if (event.bstate & BUTTON5_PRESSED) return 3;
  return 0;
}

/// The terminfo string capability `name`, or NULL when the terminal lacks it.
/// tigetstr returns (char *)-1 for a name that is not a string capability.
static inline const char *cncurses_string_capability(const char *name) {
  char *value = tigetstr(name);
  return (value == NULL || value == (char *)-1) ? NULL : value;
}

#endif
