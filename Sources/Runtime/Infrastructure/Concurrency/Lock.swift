#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The package's one kind of lock: a pthread mutex. Everything that guards shared mutable
/// state uses it, directly or through ``LockedValue``.
///
/// Why not `Synchronization.Mutex` or `NSLock`: on Linux the thread sanitizer does not see
/// Mutex's futex slow path and reports every contended access as a race, and NSLock is a
/// Foundation class over the same pthread mutex with an Objective-C-style API. pthread
/// mutexes are intercepted by the sanitizer, so `swift test --sanitize=thread` checks the
/// real synchronization (the store, live-reload and cache tests run under it).
package final class Lock: @unchecked Sendable {
    // Safe to share: the mutex is initialised before first use, only locked and unlocked
    // through `withLock`, and destroyed only in deinit, when no one can hold it.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock. `body` must not take this lock again.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
