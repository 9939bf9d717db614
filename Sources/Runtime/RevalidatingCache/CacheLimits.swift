/// The bounds the cache keeps to, whatever its folder holds.
public enum CacheLimits {
    /// The largest entry file read or written: 4 MiB. A larger file is discarded as
    /// ``CacheEntryDefect/tooLarge(bytes:)`` after a `stat`, without reading a byte of it,
    /// and a value that would encode larger is kept in memory only (`persistFailed`).
    public static let maximumEntryBytes = 4 << 20

    /// Stored-at times are kept within ±2^53 ms of 1970 (about ±285,000 years), where a
    /// millisecond count and a `Date` convert both ways exactly. An entry outside is
    /// discarded (``CacheEntryDefect/storedAtOutOfRange(_:)``); a clock outside at write
    /// time makes the write fail (`persistFailed`), the value still served from memory.
    public static let storedAtMillisecondLimit: Int64 = 1 << 53

    /// A temporary file older than this when a cache opens was left by a writer that
    /// died between writing and renaming it, and is removed.
    public static let staleTemporaryFileAge: Duration = .seconds(60)
}
