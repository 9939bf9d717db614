/// The parts of a BCP 47 / POSIX locale identifier that formatting and plural rules need.
///
/// Accepts `en`, `en-GB`, `fr_CM`, `zh-Hans-CN`, `sr-Latn`, `en_US.UTF-8` and the like; parsing
/// never fails, so an unknown or malformed identifier simply falls back to language-level data.
/// ``canonicalTag(for:)`` is the strict side: whether text is a BCP 47 tag a profile may write.
///
/// A string literal is parsed as ``init(_:)`` parses text: `let locale: LocaleIdentifier = "en-GB"`.
/// Identifiers order by their canonical form (``description``).
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Lower-cased language subtag, e.g. `fr`; empty when the identifier had none.
    public let language: String
    /// Title-cased script subtag, e.g. `Hans`, when present.
    public let script: String?
    /// Upper-cased region subtag (two letters or three digits), e.g. `CM`, when present.
    public let region: String?
    /// Lower-cased variant subtags, e.g. `["valencia"]` for `ca-ES-valencia`.
    public let variants: [String]

    /// Parses `identifier`; separators may be `-` or `_`, and POSIX suffixes (`.UTF-8`, `@euro`) are ignored.
    public init(_ identifier: String) {
        self = Self(ascii: identifier) ?? Self(characters: identifier)
    }

    /// The parse by `Character`s, for any text; ``init(ascii:)`` gives the same for ASCII.
    init(characters identifier: String) {
        let core = identifier.prefix { $0 != "." && $0 != "@" }
        let subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        language = subtags.first?.lowercased() ?? ""
        var script: String?
        var region: String?
        var variants: [String] = []
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, Self.isScript(subtag) {
                script = Self.titleCased(subtag)
            } else if region == nil, variants.isEmpty, Self.isRegion(subtag) {
                region = subtag.uppercased()
            } else if Self.isVariant(subtag) {
                variants.append(subtag.lowercased())
            }
        }
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// ``init(_:)`` read on bytes, for ASCII identifiers (every identifier a profile may
    /// write): the same subtags with the same tests, without splitting into `Character`s,
    /// which dominated the parse. Nil for anything else.
    init?(ascii identifier: String) {
        var identifier = identifier
        guard let parsed = identifier.withUTF8(Self.parse) else { return nil }
        self = parsed
    }

    /// The ASCII parse of ``init(ascii:)``; nil (to fall back) at any byte past 0x7F.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocaleIdentifier? {
        var end = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "@") {
            guard bytes[end] < 0x80 else { return nil }
            end += 1
        }
        for byte in bytes[end...] where byte >= 0x80 { return nil }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func text(_ range: Range<Int>, _ cased: (Int) -> UInt8?) -> String {
            String(unsafeUninitializedCapacity: range.count) { buffer in
                for (offset, index) in range.enumerated() {
                    let byte = bytes[index]
                    buffer[offset] = isLetter(byte) ? (cased(offset) ?? byte) : byte
                }
                return range.count
            }
        }
        func lower(_ range: Range<Int>) -> String { text(range) { bytes[range.lowerBound + $0] | 0x20 } }
        var language: String?
        var script: String?
        var region: String?
        var variants: [String] = []
        var start = 0
        while start < end {
            var stop = start
            while stop < end, bytes[stop] != UInt8(ascii: "-"), bytes[stop] != UInt8(ascii: "_") { stop += 1 }
            defer { start = stop + 1 }
            guard stop > start else { continue }
            let subtag = start..<stop
            let count = subtag.count
            let letters = subtag.allSatisfy { isLetter(bytes[$0]) }
            guard language != nil else {
                language = lower(subtag)
                continue
            }
            if script == nil, region == nil, variants.isEmpty, count == 4, letters {
                script = text(subtag) { $0 == 0 ? bytes[start] & ~0x20 : bytes[start + $0] | 0x20 }
            } else if region == nil, variants.isEmpty, (count == 2 && letters) || (count == 3 && subtag.allSatisfy { isDigit(bytes[$0]) }) {
                region = text(subtag) { bytes[start + $0] & ~0x20 }
            } else if subtag.allSatisfy({ isLetter(bytes[$0]) || isDigit(bytes[$0]) }),
                      (5...8).contains(count) || (count == 4 && isDigit(bytes[start])) {
                variants.append(lower(subtag))
            }
        }
        return LocaleIdentifier(language: language ?? "", script: script, region: region, variants: variants)
    }

    private init(language: String, script: String?, region: String?, variants: [String]) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.description < rhs.description
    }

    /// The canonical form, e.g. `zh-Hans-CN`, `ca-ES-valencia`.
    public var description: String {
        ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// `text` as a well-formed BCP 47 tag in canonical case, or nil when it is not one.
    ///
    /// The grammar is BCP 47's `language[-script][-region]*(-variant)` with a two- or
    /// three-letter language (extensions such as `-u-` and private use `-x-` are not
    /// accepted). `_` counts as a separator and any letter case is read, so the answer is
    /// the tag to suggest: `en_GB` gives `en-GB`, `zh-hant-tw` gives `zh-Hant-TW`. Text is
    /// a well-formed tag as written exactly when the answer equals it.
    public static func canonicalTag(for text: String) -> String? {
        guard text.utf8.count <= 64, text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        var result = [first.lowercased()]
        var position = 1
        if position < subtags.count, isScript(subtags[position]) {
            result.append(titleCased(subtags[position]))
            position += 1
        }
        if position < subtags.count, isRegion(subtags[position]) {
            result.append(subtags[position].uppercased())
            position += 1
        }
        var variants = Set<String>()
        while position < subtags.count {
            let variant = subtags[position].lowercased()
            // BCP 47 forbids repeating a variant.
            guard isVariant(variant), variants.insert(variant).inserted else { return nil }
            result.append(variant)
            position += 1
        }
        return result.joined(separator: "-")
    }

    /// Four ASCII letters (`Hant`).
    private static func isScript(_ subtag: some StringProtocol) -> Bool {
        subtag.utf8.count == 4 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Two ASCII letters (`GB`) or three digits (`419`).
    private static func isRegion(_ subtag: some StringProtocol) -> Bool {
        (subtag.utf8.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter })
            || (subtag.utf8.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// Five to eight letters or digits (`valencia`), or a digit and three more (`1996`).
    private static func isVariant(_ subtag: some StringProtocol) -> Bool {
        guard subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        let count = subtag.utf8.count
        return (5...8).contains(count) || (count == 4 && subtag.first!.isNumber)
    }

    private static func titleCased(_ subtag: some StringProtocol) -> String {
        subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
    }
}
