// Servicing the main dispatch queue from a run loop of our own.
//
// libdispatch lets a run loop drive the main queue instead of dispatch_main(): it hands
// out a descriptor that becomes readable when work is enqueued, and a call that runs the
// work. Foundation's RunLoop uses exactly these two on Linux; they are exported by
// libdispatch but declared in no public header, so they are declared here.
#ifndef CMAINQUEUE_H
#define CMAINQUEUE_H

/// The descriptor (an eventfd on Linux) that becomes readable when work is enqueued on the
/// main queue, for poll(2). Call on the main thread; from then on the caller's loop, not
/// dispatch_main(), services the main queue. Returns -1 where the platform has none.
int main_queue_descriptor(void);

/// Resets the descriptor, then runs the work enqueued on the main queue. Call on the main
/// thread only.
void main_queue_drain(void);

#endif
