/// Why a disk entry was discarded instead of served.
public enum CacheEntryDefect: Error, Sendable, Equatable {
    /// The file ends before the header or payload it announces (a file holding the magic
    /// bytes, or their start, and nothing more is truncated, not `badMagic`).
    case truncated
    /// The magic bytes the file holds are not `RVCE` (only the bytes present are compared).
    case badMagic
    /// The file is larger than ``CacheLimits/maximumEntryBytes``; it was not read.
    case tooLarge(bytes: Int)
    /// The path is not a regular file (a FIFO, a folder, a device); it was not opened for reading.
    case notRegularFile
    /// The stored-at time lies outside ±``CacheLimits/storedAtMillisecondLimit`` ms.
    case storedAtOutOfRange(Int64)
    /// The entry was written in a format version this build does not read.
    case unsupportedVersion(UInt16)
    /// The file is longer than its header and payload.
    case trailingBytes
    /// The CRC-32 over header and payload does not match the stored one.
    case checksumMismatch
    /// The header names another key, e.g. a renamed file or a file-name collision.
    case keyMismatch(storedKey: String)
    /// The payload is intact but the codec could not decode it, e.g. the value type changed.
    case undecodablePayload(String)
}
