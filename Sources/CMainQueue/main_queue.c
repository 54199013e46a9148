#include "CMainQueue.h"

#if defined(__linux__)
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

// Exported by libdispatch for CoreFoundation's run loop (dispatch/private.h).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int main_queue_descriptor(void) {
  int descriptor = _dispatch_get_main_queue_handle_4CF();
  // libdispatch creates it non-blocking; made sure of, since main_queue_drain reads it.
  if (descriptor >= 0) fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK);
  return descriptor;
}

void main_queue_drain(void) {
  // The eventfd counts wake-ups; reading it resets the count, so poll(2) waits again.
  // It is non-blocking: with nothing counted the read fails with EAGAIN, which is fine.
  uint64_t count;
  (void)read(_dispatch_get_main_queue_handle_4CF(), &count, sizeof count);
  _dispatch_main_queue_callback_4CF(0);
}
#else
int main_queue_descriptor(void) { return -1; }
void main_queue_drain(void) {}
#endif
