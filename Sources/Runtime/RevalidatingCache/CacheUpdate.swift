/// The outcome of a fetch the cache ran for one key, delivered to every subscriber of that key.
public enum CacheUpdate<Value: Sendable>: Sendable {
    /// The source returned a new value; it is now stored in memory and on disk.
    case refreshed(Value)
    /// The source failed; whatever was stored before is kept and still served.
    case refreshFailed(any Error)

    /// The new value, if the fetch succeeded.
    public var value: Value? {
        if case .refreshed(let value) = self { value } else { nil }
    }

    /// The failure, if the fetch failed.
    public var error: (any Error)? {
        if case .refreshFailed(let error) = self { error } else { nil }
    }
}
