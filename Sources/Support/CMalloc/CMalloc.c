#include <stdlib.h>
#include "CMalloc.h"

#if defined(__GLIBC__)
#include <malloc.h>

int cmalloc_keep_freed_memory(void) {
    const int gibibyte = 1 << 30;
    return mallopt(M_MMAP_THRESHOLD, gibibyte) && mallopt(M_TRIM_THRESHOLD, gibibyte);
}
#else
int cmalloc_keep_freed_memory(void) {
    return 0;
}
#endif
