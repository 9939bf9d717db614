/// Where a context falls in a percentage split: a bucket in 0..<10,000 (hundredths of a
/// percent), from a hash of the rollout's salt and the bucketing key.
///
/// The hash is written so Swift, Kotlin and TypeScript (Hermes has no synchronous digest)
/// compute it identically with 32-bit integer arithmetic: FNV-1a over the UTF-8 bytes of
/// `salt + ":" + key`, then MurmurHash3's `fmix32` finalizer, which spreads FNV's weak low
/// bits before the remainder. docs/profile-format.md gives test vectors.
public enum FlagBucketing {
    public static let bucketCount: UInt32 = 10_000

    /// FNV-1a (32-bit) of `text`'s UTF-8 bytes, finalized with `fmix32`.
    public static func hash(_ text: String) -> UInt32 {
        finalize(fnv(text, from: offsetBasis))
    }

    /// The bucket of `key` under `salt`, 0..<``bucketCount``: the hash of `salt:key`, fed in
    /// three pieces so no string is built on the hot path.
    public static func bucket(salt: String, key: String) -> Int {
        var hash = fnv(salt, from: offsetBasis)
        hash = step(hash, UInt8(ascii: ":"))
        return Int(finalize(fnv(key, from: hash)) % bucketCount)
    }

    private static let offsetBasis: UInt32 = 0x811C_9DC5

    private static func step(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 0x0100_0193
    }

    private static func fnv(_ text: String, from start: UInt32) -> UInt32 {
        // A native string's bytes are read as a buffer; a bridged one byte by byte.
        if let hash = text.utf8.withContiguousStorageIfAvailable({ bytes in
            var hash = start
            for byte in bytes { hash = step(hash, byte) }
            return hash
        }) {
            return hash
        }
        var hash = start
        for byte in text.utf8 { hash = step(hash, byte) }
        return hash
    }

    private static func finalize(_ value: UInt32) -> UInt32 {
        var hash = value
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        hash &*= 0xC2B2_AE35
        hash ^= hash >> 16
        return hash
    }
}
