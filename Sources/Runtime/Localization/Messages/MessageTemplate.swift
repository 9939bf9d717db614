/// A message with `{placeholder}` slots, parsed once and rendered many times.
///
/// Syntax: `{name}` where `name` matches `[A-Za-z][A-Za-z0-9_.]*`; `{{` stands for a literal
/// `{`. A `}` outside a placeholder is literal text. Parsing splits the text into segments
/// so rendering is a concatenation with one dictionary lookup per placeholder.
///
/// A missing argument is an error (`MessageTemplateError.missingArgument`) rather than
/// visible text: callers validate `placeholders` against the arguments they supply once,
/// at configuration time, so a missing argument at render time is a programming error.
public struct MessageTemplate: Sendable, Hashable, CustomStringConvertible {
    /// One parsed piece of the template.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The source text the template was parsed from.
    public let source: String
    /// Literal text and placeholders, in order; adjacent literals are merged.
    public let segments: [Segment]
    /// Every placeholder name the template uses.
    public let placeholders: Set<String>

    /// Parses `source`.
    /// - Throws: `MessageTemplateError` for an unterminated, empty or badly named placeholder.
    public init(_ source: String) throws(MessageTemplateError) {
        var segments: [Segment] = []
        var placeholders: Set<String> = []
        // Braces are ASCII, so the scan works on UTF-8 bytes; text between them is copied
        // whole. Offsets in errors still count Unicode scalars.
        let bytes = Array(source.utf8)
        var literal = ""
        var literalStart = 0
        var index = 0
        func flushLiteral(upTo end: Int) {
            if end > literalStart { literal += String(decoding: bytes[literalStart..<end], as: UTF8.self) }
        }
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
            flushLiteral(upTo: open)
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "{") {
                literal.append("{")
                index = open + 2
                literalStart = index
                continue
            }
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                throw .unterminatedPlaceholder(offset: Self.scalarOffset(of: open, in: bytes), source: source)
            }
            let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            guard Self.isValidName(name) else {
                throw .invalidPlaceholderName(name, offset: Self.scalarOffset(of: open, in: bytes), source: source)
            }
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
            segments.append(.placeholder(name))
            placeholders.insert(name)
            index = close + 1
            literalStart = index
        }
        flushLiteral(upTo: bytes.count)
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.source = source
        self.segments = segments
        self.placeholders = placeholders
    }

    /// The placeholder names `source` uses, in order of appearance (repeats included), or nil
    /// when it is not a valid template. A quick check for linters; ``init(_:)`` says what is wrong.
    public static func placeholderNames(in source: String) -> [String]? {
        var names: [String] = []
        let valid = forEachPlaceholderName(in: source) { name in
            names.append(name)
            return true
        }
        return valid ? names : nil
    }

    /// Whether `source` is a valid template whose placeholders (repeats allowed) are exactly
    /// the distinct `names`: ``placeholderNames(in:)`` as a set equal to `names`, answered
    /// without building the list (a linter asks this of every message, and nearly every
    /// message passes). False for an invalid template too; ``init(_:)`` says what is wrong.
    public static func usesExactly(_ names: [String], in source: String) -> Bool {
        guard names.count <= UInt64.bitWidth else { return placeholderNames(in: source).map { Set($0) == Set(names) } ?? false }
        // Bit i: names[i] is used.
        var used: UInt64 = 0
        let valid = forEachPlaceholderName(in: source) { name in
            guard let position = names.firstIndex(of: name) else { return false }
            used |= 1 << UInt64(position)
            return true
        }
        return valid && used == (names.count == UInt64.bitWidth ? .max : (1 << UInt64(names.count)) - 1)
    }

    /// Hands `body` each placeholder name of `source` in order, read on bytes; false when
    /// the template is not valid or `body` returns false.
    private static func forEachPlaceholderName(in source: String, _ body: (String) -> Bool) -> Bool {
        var source = source
        return source.withUTF8 { bytes -> Bool in
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
                if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "{") {
                    index = open + 2
                    continue
                }
                guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
                guard isValidName(utf8: name), body(String(decoding: name, as: UTF8.self)) else { return false }
                index = close + 1
            }
            return true
        }
    }

    /// The Unicode-scalar offset of a byte offset (continuation bytes do not count).
    private static func scalarOffset(of byteOffset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<byteOffset].count { $0 & 0xC0 != 0x80 }
    }

    /// Substitutes every placeholder with its argument.
    /// - Throws: `MessageTemplateError.missingArgument` naming the first placeholder without one.
    public func render(_ arguments: [String: String]) throws(MessageTemplateError) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                result += text
            case .placeholder(let name):
                guard let value = arguments[name] else {
                    throw .missingArgument(name, source: source)
                }
                result += value
            }
        }
        return result
    }

    public var description: String { source }

    /// `[A-Za-z][A-Za-z0-9_.]*`, checked on ASCII bytes so it behaves the same on every platform.
    static func isValidName(_ name: String) -> Bool {
        isValidName(utf8: name.utf8)
    }

    /// The same check on a name's UTF-8 bytes, without building a `String`; Unicode
    /// properties are not needed since only ASCII is allowed.
    static func isValidName(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, isASCIILetter(first) else { return false }
        return bytes.dropFirst().allSatisfy { byte in
            isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
