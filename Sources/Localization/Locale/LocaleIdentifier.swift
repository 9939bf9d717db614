/// The parts of a BCP 47 / POSIX locale identifier that formatting and plural rules need.
///
/// Accepts `en`, `en-GB`, `fr_CM`, `zh-Hans-CN`, `en_US.UTF-8` and the like; parsing never
/// fails, so an unknown or malformed identifier simply falls back to language-level data.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// Lower-cased language subtag, e.g. `fr`; empty when the identifier had none.
    public let language: String
    /// Title-cased script subtag, e.g. `Hans`, when present.
    public let script: String?
    /// Upper-cased region subtag (two letters or three digits), e.g. `CM`, when present.
    public let region: String?

    /// Parses `identifier`; separators may be `-` or `_`, and POSIX suffixes (`.UTF-8`, `@euro`) are ignored.
    public init(_ identifier: String) {
        let core = identifier.prefix { $0 != "." && $0 != "@" }
        let subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        language = subtags.first?.lowercased() ?? ""
        var script: String?
        var region: String?
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
                || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                region = subtag.uppercased()
            }
        }
        self.script = script
        self.region = region
    }

    /// The canonical form, e.g. `zh-Hans-CN`.
    public var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }
}
