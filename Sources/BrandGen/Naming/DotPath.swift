/// A token name or string key split at its dots (`appBar.background` is `appBar`, `background`).
enum DotPath {
    /// The parts between dots, as `String.split(separator: ".")` gives them. ASCII names (all
    /// but hostile ones) are split on bytes, which gives the same parts without the
    /// grapheme breaking a `Character` split pays for; other names take the `Character` split,
    /// so a dot followed by a combining mark stays one character there as well.
    static func segments(_ name: String, omittingEmpty: Bool = true) -> [Substring] {
        // One scan: whether the name is ASCII, and how many parts it can have.
        var dots = 0
        var isASCII = true
        for byte in name.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        guard isASCII else {
            return name.split(separator: ".", omittingEmptySubsequences: omittingEmpty)
        }
        var parts: [Substring] = []
        parts.reserveCapacity(dots + 1)
        let utf8 = name.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                if !omittingEmpty || start != index { parts.append(Substring(utf8[start..<index])) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start != index { parts.append(Substring(utf8[start..<index])) }
        return parts
    }
}
