/// An app version, `MAJOR.MINOR.PATCH` (minor and patch may be left out and count as 0).
///
/// Each part is at most nine digits, so it fits an `Int32` in Swift and Kotlin and is
/// exact in a JavaScript number; pre-release and build suffixes are refused, because
/// their ordering would have to be written three times.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `text` as a version, or nil when it is not one. Read on every evaluation of a rule
    /// with `appVersion`: the parts are kept in three integers, not an array.
    public init?(_ text: String) {
        var parts = (0, 0, 0)
        var count = 0
        var current = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, count < 2 else { return nil }
                if count == 0 { parts.0 = current } else { parts.1 = current }
                count += 1
                current = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
                current = current * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch count {
        case 0: parts.0 = current
        case 1: parts.1 = current
        default: parts.2 = current
        }
        self.init(major: parts.0, minor: parts.1, patch: parts.2)
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
}
