import Dispatch
import Synchronization

/// Transforms items on several threads and hands the results back in order, a batch at
/// a time, so a folder of thousands of profiles is linted on every core while the
/// output stays sorted and only one batch of documents is held in memory.
enum OrderedConcurrentMap {
    /// Calls `transform` on every item, on up to `jobs` threads, and `body` with each
    /// result in the order of `items`, on the calling thread.
    ///
    /// `transform` runs concurrently with itself, hence `@Sendable`; `body` never does.
    static func forEach<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, transform: @Sendable (Item) -> Output, body: (Output) -> Void
    ) {
        let jobs = max(1, min(jobs, items.count))
        guard jobs > 1 else {
            for item in items { body(transform(item)) }
            return
        }
        // Batches of many items per thread: the wait at the end of a batch (threads idle
        // until its slowest item is done) stays a few percent of the batch.
        let batchSize = jobs * 32
        var start = 0
        while start < items.count {
            let batch = items[start..<min(start + batchSize, items.count)]
            for output in map(batch, jobs: jobs, transform: transform) { body(output) }
            start += batch.count
        }
    }

    /// One batch: threads take the next index until none is left; each result lands in
    /// its own slot, so no two threads write the same memory.
    private static func map<Item: Sendable, Output: Sendable>(
        _ batch: ArraySlice<Item>, jobs: Int, transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: batch.count)
        defer { slots.release() }
        let next = Atomic<Int>(0)
        let base = batch.startIndex
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let offset = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard offset < batch.count else { return }
                slots.store(transform(batch[base + offset]), at: offset)
            }
        }
        // `concurrentPerform` returns once every thread is done: every slot is written.
        return slots.results()
    }

    /// One result per item. Each index is taken from an atomic counter, so exactly one
    /// thread writes each slot, and the slots are read only after `concurrentPerform`
    /// has joined every thread: no two threads ever touch the same memory, which is
    /// what makes the unchecked `Sendable` sound.
    private struct Slots<Output: Sendable>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Output?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func store(_ output: Output, at index: Int) { buffer[index] = output }

        func results() -> [Output] { buffer.map { $0! } }

        func release() {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
