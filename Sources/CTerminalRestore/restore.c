#include "CTerminalRestore.h"

#include <errno.h>
#include <pthread.h>
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
// Signals that end the process at once: the crashes, and Ctrl-\ (SIGQUIT), whose default
// action is to quit (with a core dump) while the runtime's handler would only print a
// backtrace over the screen and go on.
static const int crashing[] = {SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
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

// Ends the process by `signal` with its default action, now: the parent sees it killed by
// the signal (status 128 + signal in a shell), as it would have been without our handler.
static void die_by(int signal) {
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal);
  // Blocked while its handler runs: unblocked, the raise is delivered at once.
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  raise(signal);
  // A signal whose default action does not end the process, should one come here.
  _exit(128 + signal);
}

// Whether another process sent `signal` with kill(2), rather than a fault of this one or
// this process's own raise or abort.
static int sent_by_another_process(const siginfo_t *info) {
  return info != NULL && info->si_code <= 0 && info->si_pid != getpid();
}

static void on_crash(int signal, siginfo_t *info, void *context) {
  // First, before anything else is printed: a backtrace must land on a usable terminal.
  terminal_restore_now();
  for (int index = 0; index < crashing_count; index++) {
    if (crashing[index] != signal) continue;
    const struct sigaction *previous = &previous_crashing[index];
    // A real crash goes on to the handler before ours, such as the Swift runtime's
    // backtracer, which prints after the restore. A quit, or a signal another process sent,
    // has no crash of ours to explain: the runtime would print a backtrace and go on.
    if (signal != SIGQUIT && !sent_by_another_process(info)) {
      if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(signal, info, context);
      } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(signal);
      }
    }
  }
  // Whatever that handler did, the process ends here, by the signal: a crash that returned
  // would run on in a terminal given back, drawing over the shell.
  die_by(signal);
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
  die_by(signal);
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

static void install_crashing(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_ONSTACK | SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  for (int index = 0; index < crashing_count; index++) {
    struct sigaction *previous = &previous_crashing[index];
    sigaction(crashing[index], &action, previous);
    // A quit signal the parent ignores, as a shell does for a background job, stays ignored.
    if (crashing[index] == SIGQUIT && !(previous->sa_flags & SA_SIGINFO) &&
        previous->sa_handler == SIG_IGN) {
      sigaction(SIGQUIT, previous, NULL);
    }
  }
}

void terminal_restore_install(void) {
  if (installed) return;
  if (!exit_hook_registered) exit_hook_registered = atexit(restore_at_exit) == 0;
  ensure_alternate_stack();
  pending_interrupt = 0;
  install(interrupting, interrupting_count, on_interrupt, previous_interrupting);
  install_crashing();
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
