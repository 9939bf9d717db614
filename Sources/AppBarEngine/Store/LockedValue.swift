#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value reachable only while holding a pthread mutex.
///
/// Used instead of `Synchronization.Mutex` because on Linux the thread sanitizer does not
/// see Mutex's futex slow path and reports every contended access as a race; pthread
/// mutexes are intercepted, so `--sanitize=thread` checks the real synchronization.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is touched only inside `withLock`, between lock and unlock
    // of `mutex`, which is initialised before first use and destroyed only in deinit.
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    package func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
