/// Why a disk entry was discarded instead of served.
public enum CacheEntryDefect: Error, Sendable, Equatable {
    /// The file ends before the header or payload it announces.
    case truncated
    /// The file does not start with the entry magic bytes `RVCE`.
    case badMagic
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
