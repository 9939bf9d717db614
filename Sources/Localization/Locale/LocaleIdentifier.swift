/// The parts of a BCP 47 / POSIX locale identifier that formatting and plural rules need.
///
/// Accepts `en`, `en-GB`, `fr_CM`, `zh-Hans-CN`, `sr-Latn`, `en_US.UTF-8` and the like; parsing
/// never fails, so an unknown or malformed identifier simply falls back to language-level data.
/// ``canonicalTag(for:)`` is the strict side: whether text is a BCP 47 tag a profile may write.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible {
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
