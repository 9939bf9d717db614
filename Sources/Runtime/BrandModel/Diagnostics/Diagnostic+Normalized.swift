/// Findings sorted and without repeats, and counted by severity: what every load and every
/// tool does with its diagnostics (lint's summaries of repeats are BrandLint's).
extension [Diagnostic] {
    /// Sorted by file and position, with exact repeats (a base's problem seen through
    /// every brand that extends it) dropped.
    ///
    /// Sorts first and drops repeats among neighbours: exact repeats sort next to each other
    /// (same file, position, rule and message), so no diagnostic is hashed. Hashing each one
    /// whole (its message, hint and related places) into a set took half the time of a
    /// profile of 100,000 token cycles, and more than linearly so as the set outgrew the caches.
    /// Diagnostics that sort alike keep the order the sort leaves them in, as before: the
    /// same sort, with repeats dropped after it rather than before.
    public func normalized() -> [Diagnostic] {
        var sorted = self
        sorted.sort(by: Diagnostic.ordered)
        // Kept in place at the front (`sorted[..<kept]`), moved rather than copied: copying
        // a diagnostic retains its six references, and a profile of 100,000 token cycles has
        // as many diagnostics, each in its own place in memory.
        var kept = 0
        /// Where the current run of diagnostics that sort alike starts.
        var runStart = 0
        /// The run's distinct members, once it is too long to compare each with all.
        var runSet: Set<Diagnostic>?
        for index in sorted.indices {
            let isRepeat = sorted.withUnsafeBufferPointer { buffer -> Bool in
                guard kept > 0, !Diagnostic.ordered(buffer[kept - 1], buffer[index]) else {
                    runStart = kept
                    runSet = nil
                    return false
                }
                // Sorts alike with the run: an exact repeat of one of its members is dropped.
                if runSet == nil, kept - runStart > Self.runScanLimit { runSet = Set(buffer[runStart..<kept]) }
                if runSet != nil { return !runSet!.insert(buffer[index]).inserted }
                return buffer[runStart..<kept].contains(buffer[index])
            }
            guard !isRepeat else { continue }
            if kept != index { sorted.swapAt(kept, index) }
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// Above this many diagnostics that sort alike (differing in hint, severity or related
    /// places only), repeats among them are found with a set rather than by comparing each.
    private static var runScanLimit: Int { 8 }

    // Through the buffer: a closure over the elements copies each diagnostic (six
    // reference counts) to read one byte of it.
    public var errorCount: Int { withUnsafeBufferPointer { buffer in buffer.indices.count { buffer[$0].severity == .error } } }
    public var warningCount: Int { withUnsafeBufferPointer { buffer in buffer.indices.count { buffer[$0].severity == .warning } } }
}
