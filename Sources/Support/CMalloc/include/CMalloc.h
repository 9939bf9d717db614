#ifndef CMALLOC_H
#define CMALLOC_H

/// Asks the C allocator to keep the memory the process frees for its next blocks, rather
/// than unmapping large blocks and trimming its heap as it goes. Returns 1 when the C
/// library took the settings (glibc), 0 where it has none of them.
int cmalloc_keep_freed_memory(void);

#endif
