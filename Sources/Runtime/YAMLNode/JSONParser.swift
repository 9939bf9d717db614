/// Reads one strict RFC 8259 JSON document into a ``Node`` tree, with 1-based marks.
///
/// libyaml reads most JSON, but rejects escaped surrogate pairs such as `"\uD83D\uDCA9"`;
/// `.json` schemas and documents get this parser instead. Integers without fraction or
/// exponent that fit `Int` become `.int`, every other number `.double`. Duplicate keys,
/// ``ParseLimits`` and every syntax error are ``YAMLError``s with a mark. Nesting is kept
/// on an explicit stack, so no input can exhaust the call stack.
public struct JSONParser: DocumentParser {
    public var limits: ParseLimits
    /// Stamped on every mark, so nodes remember which document they came from.
    public var source: UInt32

    public init(limits: ParseLimits = .default, source: UInt32 = 0) {
        self.limits = limits
        self.source = source
    }

    /// Parses a document held in bytes (UTF-8, optionally with a byte order mark).
    public func parse(bytes: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Node {
        try checkSize(bytes.count)
        var reader = JSONReader(bytes: bytes, maxDepth: limits.maxDepth, source: source)
        return try reader.document()
    }
}

/// The cursor and the stack of open containers of one JSON parse.
private struct JSONReader {
    private struct Frame {
        var isObject: Bool
        var mark: Mark
        /// Where an array's items start in `items`.
        var itemsStart: Int
        var pendingKey: (text: String, mark: Mark)?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let source: UInt32
    var position = 0
    var line = 1
    var lineStart = 0
    /// The last offset whose column is known on the current line; columns only grow, so
    /// counting from here keeps mark computation linear even for one-line documents.
    var knownOffset = 0
    var knownColumn = 1
    private var frames: [Frame] = []
    /// The items of every open array, innermost last.
    private var items: [Node] = []
    private var members = MappingStack()

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, source: UInt32) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.source = source
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            knownOffset = 3
        }
    }

    mutating func document() throws(YAMLError) -> Node {
        skipWhitespace()
        guard position < bytes.count else {
            throw YAMLError(.syntax, "empty document: expected a JSON value", at: mark(), hint: "write {} for an empty object")
        }
        var root: Node?
        while root == nil {
            skipWhitespace()
            let start = mark()
            let next = try peek(expecting: "a value")
            var finished: Node?
            switch next {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard frames.count < maxDepth else {
                    throw YAMLError(
                        .depthLimitExceeded, "nesting is deeper than the limit of \(maxDepth) levels", at: start,
                        hint: "flatten the document, or raise the depth limit")
                }
                position += 1
                if next == UInt8(ascii: "{") { members.begin() }
                frames.append(Frame(isObject: next == UInt8(ascii: "{"), mark: start, itemsStart: items.count))
                skipWhitespace()
                let closing = next == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < bytes.count, bytes[position] == closing {
                    position += 1
                    finished = closeFrame()
                } else if next == UInt8(ascii: "{") {
                    try readKey()
                    continue
                } else {
                    continue
                }
            default:
                finished = try scalar(at: start)
            }
            // Attach finished values to their parents, closing every container that ends here.
            while let node = finished {
                finished = nil
                guard !frames.isEmpty else {
                    root = node
                    break
                }
                try attach(node)
                skipWhitespace()
                let top = frames[frames.count - 1]
                let separator = try peek(expecting: top.isObject ? "`,` or `}`" : "`,` or `]`")
                if separator == UInt8(ascii: ",") {
                    position += 1
                    if top.isObject {
                        skipWhitespace()
                        try readKey()
                    }
                } else if separator == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    finished = closeFrame()
                } else {
                    throw unexpected(expecting: top.isObject ? "`,` or `}` after an object member" : "`,` or `]` after an array item")
                }
            }
        }
        skipWhitespace()
        if position < bytes.count {
            throw YAMLError(.syntax, "unexpected \(describe(bytes[position])) after the document's value", at: mark(),
                            hint: "a JSON document holds exactly one value")
        }
        return root!
    }

    private mutating func closeFrame() -> Node {
        let frame = frames.removeLast()
        return frame.isObject
            ? Node(.mapping(Node.Mapping(members.end())), mark: frame.mark)
            : Node(.sequence(items.removeTail(from: frame.itemsStart)), mark: frame.mark)
    }

    private mutating func attach(_ node: Node) throws(YAMLError) {
        let top = frames.count - 1
        guard frames[top].isObject else {
            items.append(node)
            return
        }
        let key = frames[top].pendingKey!
        frames[top].pendingKey = nil
        try members.append(key: key.text, keyMark: key.mark, value: node)
    }

    /// Reads `"key" :` of an object member.
    private mutating func readKey() throws(YAMLError) {
        let start = mark()
        guard try peek(expecting: "a property name in double quotes") == UInt8(ascii: "\"") else {
            throw unexpected(expecting: "a property name in double quotes")
        }
        let key = try string()
        skipWhitespace()
        guard try peek(expecting: "`:`") == UInt8(ascii: ":") else {
            throw unexpected(expecting: "`:` after the property name")
        }
        position += 1
        frames[frames.count - 1].pendingKey = (key, start)
    }

    private mutating func scalar(at start: Mark) throws(YAMLError) -> Node {
        switch bytes[position] {
        case UInt8(ascii: "\""): return Node(.string(try string()), mark: start)
        case UInt8(ascii: "t"): try literal("true"); return Node(.bool(true), mark: start)
        case UInt8(ascii: "f"): try literal("false"); return Node(.bool(false), mark: start)
        case UInt8(ascii: "n"): try literal("null"); return Node(.null, mark: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(try number(), mark: start)
        default: throw unexpected(expecting: "a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(YAMLError) {
        let count = word.utf8CodeUnitCount
        let matches = position + count <= bytes.count
            && word.withUTF8Buffer { $0.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<position + count])) }
        guard matches else { throw unexpected(expecting: "a value (`true`, `false` and `null` are lowercase)") }
        position += count
    }

    private mutating func number() throws(YAMLError) -> Node.Value {
        let start = position
        let startMark = mark()
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw YAMLError(.syntax, "a number needs digits after `-`", at: startMark)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw YAMLError(.syntax, "numbers cannot have leading zeros", at: startMark, hint: "write the number without the leading 0")
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw YAMLError(.syntax, "a number needs digits after the decimal point", at: mark())
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw YAMLError(.syntax, "a number needs digits in its exponent", at: mark())
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let value = Double(text), value.isFinite else {
            throw YAMLError(.syntax, "number \(text) is out of range", at: startMark)
        }
        return .double(value)
    }

    /// Reads a string starting at its opening quote, decoding escapes.
    private mutating func string() throws(YAMLError) -> String {
        let openingMark = mark()
        position += 1
        let start = position
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = try validated(start..<position)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            position += 1
        }
        var decoded: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    throw YAMLError(.invalidEncoding, "invalid UTF-8 in a string", at: openingMark, hint: "save the file as UTF-8")
                }
                return text
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                position += 1
                continue
            }
            let escapeMark = mark()
            position += 1
            guard position < bytes.count else { break }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(at: escapeMark)
                decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw YAMLError(
                    .syntax, "invalid escape `\\\(String(decoding: [escaped], as: UTF8.self))` in a string", at: escapeMark,
                    hint: "JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits")
            }
        }
        throw YAMLError(.syntax, "unterminated string", at: openingMark, hint: "close the string with `\"`")
    }

    /// Reads the four hex digits after `\u` and, for a high surrogate, the `\u` escape of the low half after it.
    private mutating func unicodeEscape(at escapeMark: Mark) throws(YAMLError) -> Unicode.Scalar {
        let first = try hexQuad(at: escapeMark)
        if let scalar = Unicode.Scalar(first) { return scalar }
        guard (0xD800...0xDBFF).contains(first) else {
            throw YAMLError(.syntax, "lone low surrogate \\u\(hex(first)) in a string", at: escapeMark,
                            hint: "a low surrogate must follow a high surrogate (\\uD800-\\uDBFF)")
        }
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
            throw YAMLError(.syntax, "lone high surrogate \\u\(hex(first)) in a string", at: escapeMark,
                            hint: "follow it with its low surrogate, \\uDC00-\\uDFFF")
        }
        position += 2
        let second = try hexQuad(at: escapeMark)
        guard (0xDC00...0xDFFF).contains(second) else {
            throw YAMLError(.syntax, "high surrogate \\u\(hex(first)) is followed by \\u\(hex(second)), not a low surrogate",
                            at: escapeMark)
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
    }

    private mutating func hexQuad(at escapeMark: Mark) throws(YAMLError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw YAMLError(.syntax, "`\\u` needs four hex digits", at: escapeMark)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func validated(_ range: Range<Int>) throws(YAMLError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else {
            position = range.lowerBound
            throw YAMLError(.invalidEncoding, "invalid UTF-8 in a string", at: mark(), hint: "save the file as UTF-8")
        }
        return text
    }

    private mutating func controlCharacter(_ byte: UInt8) -> YAMLError {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character U+\(hex(UInt32(byte)))"
        return YAMLError(.syntax, "\(name) inside a string", at: mark(), hint: "escape it (\\n, \\t, \\u00XX)")
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
                knownOffset = position
                knownColumn = 1
            default:
                return
            }
        }
    }

    private mutating func peek(expecting expected: String) throws(YAMLError) -> UInt8 {
        guard position < bytes.count else {
            throw YAMLError(.syntax, "unexpected end of document, expected \(expected)", at: mark(),
                            hint: frames.isEmpty ? nil : "close every `{` and `[` that is still open")
        }
        return bytes[position]
    }

    private mutating func unexpected(expecting expected: String) -> YAMLError {
        guard position < bytes.count else {
            return YAMLError(.syntax, "unexpected end of document, expected \(expected)", at: mark())
        }
        return YAMLError(.syntax, "unexpected \(describe(bytes[position])), expected \(expected)", at: mark())
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "`\(String(decoding: [byte], as: UTF8.self))`" }
        if byte == 0 { return "NUL byte" }
        return byte < 0x80 ? "character U+\(hex(UInt32(byte)))" : "non-ASCII character"
    }

    /// The mark of the byte at the cursor.
    private mutating func mark() -> Mark {
        if position < knownOffset {
            knownOffset = lineStart
            knownColumn = 1
        }
        var column = knownColumn
        var index = knownOffset
        while index < position, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        knownOffset = position
        knownColumn = column
        return Mark(line: line, column: column, source: source)
    }
}
