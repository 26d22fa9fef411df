#include "CHeapStats.h"

#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

long long cheapstats_heap_in_use_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    return (long long)mallinfo2().uordblks;
#else
    return -1;
#endif
}
