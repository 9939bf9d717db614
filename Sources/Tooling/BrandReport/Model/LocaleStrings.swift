import BrandModel
import Localization

/// A brand's strings in one declared locale, checked against the engine contract.
public struct LocaleStrings: Sendable, Equatable {
    /// One string: what the engine needs or what the profile has.
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// The text as one line (plural forms `one: …; other: …`); nil when missing.
        public var text: String?
        /// Whether the engine displays it (`EngineContract.requiredStrings`).
        public var isRequired: Bool
        /// What needs it, for required strings (`the balance pill`).
        public var neededBy: String?

        public var isMissing: Bool { text == nil }
    }

    public var locale: LocaleIdentifier
    /// Required keys first, in the contract's order, then the profile's other keys sorted.
    public var entries: [Entry]

    public init(locale: LocaleIdentifier, profile: BrandProfile) {
        self.locale = locale
        let requirements = EngineContract.requiredStrings(for: profile)
        let required = Set(requirements.map(\.key))
        var entries = requirements.map { requirement in
            Entry(
                key: requirement.key, text: profile.strings.message(requirement.key, locale: locale).map(ReportText.message),
                isRequired: true, neededBy: requirement.neededBy)
        }
        for key in profile.strings.keys(in: locale) where !required.contains(key) {
            entries.append(Entry(key: key, text: profile.strings.message(key, locale: locale).map(ReportText.message), isRequired: false))
        }
        self.entries = entries
    }

    /// Engine strings present.
    public var presentRequired: Int { entries.count { $0.isRequired && !$0.isMissing } }
    /// Engine strings the brand must have.
    public var required: Int { entries.count(where: \.isRequired) }
    /// Keys the engine needs that the locale lacks.
    public var missing: [String] { entries.filter(\.isMissing).map(\.key) }

    /// `en-AU 9/9`.
    public var coverage: String { "\(locale) \(presentRequired)/\(required)" }
}
