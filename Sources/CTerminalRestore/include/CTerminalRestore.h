// Restoring the terminal when the process is interrupted or crashes.
//
// Signal handlers may only make async-signal-safe calls, so this part is written in C:
// it writes bytes prepared in advance with write(2), puts the saved terminal modes back
// with tcsetattr(3), and re-raises the signal. Swift code in a signal handler could take
// runtime locks or allocate.
#ifndef CTERMINALRESTORE_H
#define CTERMINALRESTORE_H

#include <stddef.h>
#include <termios.h>

/// Remembers how to restore the terminal: the `modes` of `input` to put back (read with
/// tcgetattr before the screen library changed them), and the `sequence` to write to
/// `output` to reset the screen (plain attributes, visible cursor, leave the alternate
/// screen). Call before terminal_restore_install. Returns 0, or -1 when the sequence is
/// too long.
int terminal_restore_prepare(int input, const struct termios *modes, int output,
                             const char *sequence, size_t length);

/// Makes the handlers of interrupting signals and of SIGWINCH write a byte to `descriptor`
/// (non-blocking), so that a thread waiting in poll(2) on its other end wakes, whichever
/// thread the signal was delivered to. Call before terminal_restore_install.
void terminal_restore_set_wake(int descriptor);

/// Installs the handlers, and restores at exit(3) too while they are installed:
/// - SIGINT, SIGTERM and SIGHUP are recorded for the run loop to act on (a second one
///   restores the terminal and ends the process by that signal at once);
/// - SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP restore the terminal
///   first, then, for a crash of this process (not a quit, not a signal another process
///   sent), call the handler installed before (the Swift runtime's backtracer, which then
///   prints on a usable terminal), and then end the process by the signal with its default
///   action, so the parent sees status 128 + signal. A SIGQUIT that was ignored stays so;
/// - SIGWINCH wakes the waiting thread, then goes on to the handler installed before
///   (ncurses', which notes the new size).
void terminal_restore_install(void);

/// Puts the handlers that were installed before terminal_restore_install back.
void terminal_restore_uninstall(void);

/// The interrupting signal received since the last call (SIGINT, SIGTERM or SIGHUP), or
/// 0; clears it.
int terminal_restore_take_interrupt(void);

/// Writes the reset sequence and restores the saved modes. Async-signal-safe.
void terminal_restore_now(void);

#endif
