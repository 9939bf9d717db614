import CMalloc

/// How a command that runs once and exits takes memory from the C allocator.
public enum ProcessMemory {
    /// Keeps the memory the process frees for its next blocks, instead of handing it back
    /// to the system.
    ///
    /// By default glibc maps each block over 128 KiB on its own and unmaps it when freed,
    /// and returns the free top of its heap. A lint of an 8 MiB profile grows and frees
    /// arrays by the hundred megabytes, so every page of them was faulted in afresh, and much
    /// of its CPU time was the kernel's. Kept, the pages are reused: half the faults, for a
    /// higher peak on such a file (docs/performance.md). Not for a server (the language server), which would hold
    /// its peak until it exits. Does nothing on other C libraries.
    /// Returns whether the C library took the settings.
    @discardableResult
    public static func keepFreedMemoryUntilExit() -> Bool {
        cmalloc_keep_freed_memory() == 1
    }
}
