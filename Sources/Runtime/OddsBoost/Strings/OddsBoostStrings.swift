import BrandModel
import Localization

/// The odds-boost texts for one locale, parsed and checked once.
public struct OddsBoostStrings: Sendable, Hashable {
    /// The locale the texts are written in; it picks plural rules and number formats.
    public let locale: LocaleIdentifier
    public let capsule: MessageTemplate
    public let headingNext: MessageTemplate
    public let headingMax: MessageTemplate
    public let callToAction: LocalizedMessage
    /// The betslip's `Win Boost:` label, in this locale.
    public let winBoostLabel: String
    /// The betslip's `Odds:` label, in this locale.
    public let oddsLabel: String

    /// Takes the odds-boost keys from a profile's string table for `locale`; other keys are ignored.
    /// - Throws: `OddsBoostStringsError` listing every missing key, wrong kind, missing plural
    ///   form and unknown or missing placeholder.
    public init(table: [String: LocalizedMessage], locale: LocaleIdentifier) throws(OddsBoostStringsError) {
        let rules = PluralRules(locale: locale)
        var problems: [OddsBoostStringsError.Problem] = []
        var plain: [StringKey: MessageTemplate] = [:]
        var callToAction: LocalizedMessage?
        for key in StringKey.oddsBoost {
            guard let message = table[key.rawValue] else {
                problems.append(.missingKey(key))
                continue
            }
            switch (message, key.isPlural) {
            case (.plain, true):
                problems.append(.expectedPlural(key))
                continue
            case (.plural, false):
                problems.append(.expectedPlain(key))
                continue
            case (.plain(let template), false):
                plain[key] = template
            case (.plural, true):
                callToAction = message
                let missing = message.missingCategories(for: rules)
                if !missing.isEmpty { problems.append(.missingPluralForms(key, missing.sorted())) }
            }
            for name in message.placeholders.subtracting(key.allowedPlaceholders).sorted() {
                problems.append(.unknownPlaceholder(key, name))
            }
            for (form, template) in message.templates {
                for name in key.requiredPlaceholders.subtracting(template.placeholders).sorted() {
                    problems.append(.missingPlaceholder(key, name, form: form))
                }
            }
        }
        guard problems.isEmpty, let capsule = plain[.oddsBoostCapsule], let headingNext = plain[.oddsBoostHeadingNext],
              let headingMax = plain[.oddsBoostHeadingMax], let winBoostLabel = plain[.oddsBoostWinBoostLabel],
              let oddsLabel = plain[.oddsBoostOddsLabel], let callToAction else {
            throw OddsBoostStringsError(locale: locale, problems: problems)
        }
        self.locale = locale
        self.capsule = capsule
        self.headingNext = headingNext
        self.headingMax = headingMax
        self.callToAction = callToAction
        // Labels use no placeholders (checked above), so rendering them cannot fail.
        self.winBoostLabel = (try? winBoostLabel.render([:])) ?? ""
        self.oddsLabel = (try? oddsLabel.render([:])) ?? ""
    }
}
