/// A token name or string key split at its dots (`appBar.background` is `appBar`, `background`).
enum DotPath {
    /// The parts between dots, as `String.split(separator: ".")` gives them. ASCII names (all
    /// but hostile ones) are split on bytes, which gives the same parts without the
    /// grapheme breaking a `Character` split pays for; other names take the `Character` split,
    /// so a dot followed by a combining mark stays one character there as well.
    static func segments(_ name: String, omittingEmpty: Bool = true) -> [Substring] {
        var buffer = name
        return buffer.withUTF8 { utf8 in
            // One scan: whether the name is ASCII, and how many parts it can have.
            var dots = 0
            for byte in utf8 {
                if byte >= 0x80 { return name.split(separator: ".", omittingEmptySubsequences: omittingEmpty) }
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            // The parts cut from the name by byte offsets, which are its UTF-8 indices.
            func index(_ offset: Int) -> String.Index {
                name.utf8.index(name.utf8.startIndex, offsetBy: offset)
            }
            var parts: [Substring] = []
            parts.reserveCapacity(dots + 1)
            var start = 0
            for offset in 0...utf8.count where offset == utf8.count || utf8[offset] == UInt8(ascii: ".") {
                if !omittingEmpty || start != offset { parts.append(name[index(start)..<index(offset)]) }
                start = offset + 1
            }
            return parts
        }
    }
}
