/// Which tier of the cache served a value.
public enum CacheSource: String, Sendable, Equatable, CaseIterable {
    /// A stored value younger than the time to live; no fetch was started.
    case fresh
    /// A stored value at or past the time to live; a background refresh is running.
    case stale
    /// The caller's bundled placeholder, because nothing was stored; a fetch is running.
    case placeholder
    /// A value the caller waited for, because nothing was stored and no placeholder was given.
    case fetched
}
