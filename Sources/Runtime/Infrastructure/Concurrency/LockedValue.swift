/// A value reachable only while holding a ``Lock`` (see there for why a pthread mutex).
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is touched only inside `withLock`, while `lock` is held.
    private var value: Value
    private let lock = Lock()

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    package func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
