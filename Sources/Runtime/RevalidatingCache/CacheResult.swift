/// A value from the cache, with the tier that served it.
public struct CacheResult<Value: Sendable>: Sendable {
    /// The value to show now.
    public var value: Value
    /// The tier that served `value`.
    public var source: CacheSource
    /// Time since the value was fetched, by the cache's injected clock; `nil` for a placeholder,
    /// which was never fetched. Negative when the wall clock moved back since the value was stored.
    public var age: Duration?
    /// Whether a fetch for this key is running; its outcome arrives on `updates(for:)`.
    public var refreshPending: Bool

    /// A result as the cache builds it; public so tests and previews can make their own.
    public init(value: Value, source: CacheSource, age: Duration?, refreshPending: Bool) {
        self.value = value
        self.source = source
        self.age = age
        self.refreshPending = refreshPending
    }
}

extension CacheResult: Equatable where Value: Equatable {}
