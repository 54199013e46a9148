#include "CTerminalRestore.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

enum { sequence_capacity = 512 };

static int input_fd = -1;
static int output_fd = -1;
static char sequence[sequence_capacity];
static size_t sequence_length = 0;
static struct termios saved_modes;
static volatile sig_atomic_t pending_interrupt = 0;
static int wake_fd = -1;
static struct sigaction previous_resize;

static const int interrupting[] = {SIGINT, SIGTERM, SIGHUP};
static const int crashing[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
enum {
  interrupting_count = sizeof interrupting / sizeof *interrupting,
  crashing_count = sizeof crashing / sizeof *crashing,
};
static struct sigaction previous_interrupting[interrupting_count];
static struct sigaction previous_crashing[crashing_count];
static volatile sig_atomic_t installed = 0;
static int exit_hook_registered = 0;

// An app that calls exit(3) while the screen is set up still leaves a usable terminal.
static void restore_at_exit(void) {
  if (installed) terminal_restore_now();
}

int terminal_restore_prepare(int input, const struct termios *modes, int output,
                             const char *bytes, size_t length) {
  if (length > sequence_capacity) return -1;
  saved_modes = *modes;
  memcpy(sequence, bytes, length);
  sequence_length = length;
  input_fd = input;
  output_fd = output;
  return 0;
}

void terminal_restore_now(void) {
  if (output_fd < 0) return;
  size_t written = 0;
  while (written < sequence_length) {
    ssize_t result = write(output_fd, sequence + written, sequence_length - written);
    if (result <= 0) break;
    written += (size_t)result;
  }
  tcsetattr(input_fd, TCSANOW, &saved_modes);
}

// Restores the handler that was there before ours for `signal`, then raises it again: it
// is delivered once this handler returns, so a crash still reaches the runtime's
// backtracer or the default action that ends the process.
static void reraise(int signal, const struct sigaction *previous) {
  sigaction(signal, previous, NULL);
  raise(signal);
}

static void on_crash(int signal) {
  terminal_restore_now();
  for (int index = 0; index < crashing_count; index++) {
    if (crashing[index] == signal) reraise(signal, &previous_crashing[index]);
  }
}

void terminal_restore_set_wake(int descriptor) { wake_fd = descriptor; }

// Wakes the thread waiting in poll(2): the signal may have gone to any thread.
static void wake(void) {
  if (wake_fd < 0) return;
  int saved = errno;
  char byte = 1;
  (void)!write(wake_fd, &byte, 1);
  errno = saved;
}

static void on_resize(int signal) {
  wake();
  void (*previous)(int) = previous_resize.sa_handler;
  if (!(previous_resize.sa_flags & SA_SIGINFO) && previous != SIG_DFL && previous != SIG_IGN) {
    previous(signal);
  }
}

static void on_interrupt(int signal) {
  if (pending_interrupt == 0) {
    pending_interrupt = signal;
    wake();
    return;
  }
  // A second interrupt: the run loop did not get to the first, so leave now.
  terminal_restore_now();
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  reraise(signal, &fallback);
}

// Gives the installing thread an alternate stack, so a stack overflow can still restore.
static void ensure_alternate_stack(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
  stack_t stack = {.ss_sp = malloc(SIGSTKSZ * 4), .ss_size = SIGSTKSZ * 4, .ss_flags = 0};
  if (stack.ss_sp != NULL) sigaltstack(&stack, NULL);
}

static void install(const int *signals, int count, void (*handler)(int),
                    struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (int index = 0; index < count; index++) sigaction(signals[index], &action, &previous[index]);
}

void terminal_restore_install(void) {
  if (installed) return;
  if (!exit_hook_registered) exit_hook_registered = atexit(restore_at_exit) == 0;
  ensure_alternate_stack();
  pending_interrupt = 0;
  install(interrupting, interrupting_count, on_interrupt, previous_interrupting);
  install(crashing, crashing_count, on_crash, previous_crashing);
  static const int resizing[] = {SIGWINCH};
  install(resizing, 1, on_resize, &previous_resize);
  installed = 1;
}

void terminal_restore_uninstall(void) {
  if (!installed) return;
  for (int index = 0; index < interrupting_count; index++) {
    sigaction(interrupting[index], &previous_interrupting[index], NULL);
  }
  for (int index = 0; index < crashing_count; index++) {
    sigaction(crashing[index], &previous_crashing[index], NULL);
  }
  sigaction(SIGWINCH, &previous_resize, NULL);
  installed = 0;
}

int terminal_restore_take_interrupt(void) {
  return __atomic_exchange_n(&pending_interrupt, 0, __ATOMIC_SEQ_CST);
}
