#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H

/// The bytes of the heap in use by live allocations (glibc's `mallinfo2().uordblks`), or -1 where
/// the C library cannot tell. For the `memory` benchmark only.
long long cheapstats_heap_in_use_bytes(void);

#endif
