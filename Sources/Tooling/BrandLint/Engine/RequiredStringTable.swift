import BrandModel

/// The strings a profile's engine displays, each looked up once in every declared locale.
///
/// Three rules (`string-missing`, `string-placeholders`, `string-plural-forms`) read the same
/// string in the same locales; building this once per profile keeps the contract and the
/// scans of the `strings` mapping out of each rule.
struct RequiredStringTable: Sendable {
    /// One string the engine displays, and what the profile has for it.
    struct Row: Sendable {
        var requirement: EngineContract.StringRequirement
        /// The requirement's placeholders, sorted: a message's one or two names are
        /// compared against them without hashing.
        var placeholders: [String]
        /// The message in each of the profile's locales, by position in `locales`.
        var messages: [LocalizedMessageText?]
    }

    var rows: [Row]

    init(profile: BrandProfile) {
        let requirements = EngineContract.requiredStrings(for: profile)
        let keys = requirements.map(\.key)
        let byLocale = profile.locales.map { profile.strings.messages(forKeys: keys, locale: $0) }
        rows = requirements.indices.map { index in
            Row(
                requirement: requirements[index], placeholders: requirements[index].placeholders.sorted(),
                messages: byLocale.map { $0[index] })
        }
    }
}
