import BrandModel
import Dispatch
import Synchronization

/// Transforms items on several threads and hands the results back in order, a batch at
/// a time, so a folder of thousands of profiles is linted on every core while the
/// output stays sorted and only one batch of documents is held in memory.
enum OrderedConcurrentMap {
    /// Calls `transform` on every item, on up to `jobs` threads, and `body` with each
    /// result in the order of `items`, on the calling thread.
    ///
    /// Each thread owns a `State`, made once by `makeState` and handed to every
    /// `transform` it runs: objects that threads share are reference counted by all of
    /// them, and contended counts cost more than making the state once per thread.
    /// `transform` runs concurrently with itself, hence `@Sendable`; `body` never does.
    static func forEach<Item: Sendable, State: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, state makeState: @Sendable () -> State,
        transform: @Sendable (Item, inout State) -> Output, body: (Output) -> Void
    ) {
        let jobs = max(1, min(jobs, items.count))
        guard jobs > 1 else {
            var state = makeState()
            for item in items { body(transform(item, &state)) }
            return
        }
        let states = Slots<State>(count: jobs)
        defer { states.release() }
        // Batches of many items per thread: the wait at the end of a batch (threads idle
        // until its slowest item is done) stays a few percent of the batch.
        let batchSize = jobs * 32
        var start = 0
        while start < items.count {
            let batch = items[start..<min(start + batchSize, items.count)]
            let outputs = Slots<Output>(count: batch.count)
            defer { outputs.release() }
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: jobs) { worker in
                var state = states.take(worker) ?? makeState()
                defer { states.store(state, at: worker) }
                while true {
                    let offset = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard offset < batch.count else { return }
                    outputs.store(transform(batch[batch.startIndex + offset], &state), at: offset)
                }
            }
            // `concurrentPerform` returns once every thread is done: every slot is written.
            for index in 0..<batch.count { body(outputs.take(index)!) }
            start += batch.count
        }
    }

    /// One value per index. Within a batch, each output index is handed out once by an
    /// atomic counter and each state index belongs to one `concurrentPerform` iteration,
    /// so exactly one thread touches each slot; slots are read on the calling thread only
    /// after `concurrentPerform` has joined every thread, and the next batch starts after
    /// that. No two threads ever touch the same slot at once, which makes the unchecked
    /// `Sendable` sound.
    private struct Slots<Value: Sendable>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func store(_ value: Value, at index: Int) { buffer[index] = value }

        /// The value at `index`, leaving the slot empty.
        func take(_ index: Int) -> Value? {
            defer { buffer[index] = nil }
            return buffer[index]
        }

        func release() {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
