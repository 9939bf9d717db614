/// Turns byte offsets into line and column marks.
public enum SourcePosition {
    /// The mark of the byte at `offset`: lines split at LF (a CRLF counts once), columns
    /// count Unicode scalars, a leading byte order mark does not count.
    public static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>, source: UInt32 = 0) -> Mark {
        var line = 1
        var column = 1
        var index = hasByteOrderMark(bytes) ? 3 : 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return Mark(line: line, column: column, source: source)
    }

    /// The column of the first tab among the spaces and tabs that start `line` (1-based),
    /// or nil when that indentation holds no tab.
    public static func indentationTab(onLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = hasByteOrderMark(bytes) ? 3 : 0
        var current = 1
        while current < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { current += 1 }
            index += 1
        }
        guard current == line else { return nil }
        var column = 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\t"): return column
            case UInt8(ascii: " "): column += 1
            default: return nil
            }
            index += 1
        }
        return nil
    }

    /// Where a value starts with what looks like a colour that `#` turned into a comment
    /// (`key: #0B2341`): the mark of that `#` on `line` or up to `lookBack` lines before it,
    /// the nearest first. In a flow mapping the comment swallows the closing brace, and
    /// libyaml reports a missing node lines later.
    public static func commentedColour(
        endingOnLine line: Int, lookBack: Int = 3, in bytes: UnsafeBufferPointer<UInt8>, source: UInt32 = 0
    ) -> Mark? {
        // Byte offsets where each line starts, up to `line`.
        var starts = [hasByteOrderMark(bytes) ? 3 : 0]
        var index = starts[0]
        while starts.count < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            index += 1
        }
        guard starts.count == line else { return nil }
        for number in stride(from: line, to: max(0, line - lookBack - 1), by: -1) {
            var position = starts[number - 1]
            var afterColon = false
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
                let byte = bytes[position]
                if byte == UInt8(ascii: "#"), afterColon, isColourDigits(bytes, after: position) {
                    return mark(ofByte: position, in: bytes, source: source)
                }
                if byte == UInt8(ascii: ":") {
                    afterColon = true
                } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                    afterColon = false
                }
                position += 1
            }
        }
        return nil
    }

    /// 3, 4, 6 or 8 hex digits follow `position`, then the end of the value.
    private static func isColourDigits(_ bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Bool {
        var end = position + 1
        while end < bytes.count, end - position <= 9, isHexDigit(bytes[end]) { end += 1 }
        let count = end - position - 1
        let next = end < bytes.count ? bytes[end] : UInt8(ascii: "\n")
        return [3, 4, 6, 8].contains(count) && [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(next)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    package static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
