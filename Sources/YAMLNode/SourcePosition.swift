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

    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
