/// Something the cache handled on its own that an operator may want to see in logs.
public enum CacheDiagnostic: Sendable {
    /// A disk entry was unusable; its file was removed and the key is treated as not stored.
    case discardedEntry(key: String, defect: CacheEntryDefect)
    /// A fetched value could not be written to disk; it is still served from memory.
    case persistFailed(key: String, error: any Error)
}
