import Localization

/// Rendered odds-boost texts, memoized by percent and by (remaining count, percent).
///
/// The configuration pre-renders every text its tiers can need, so a selection change
/// only looks strings up; live stairs with percentages the profile does not know are
/// rendered on first use and remembered by whoever owns the (mutable) copy.
struct OddsBoostTexts: Sendable {
    private struct CallToActionKey: Hashable {
        let remaining: Int
        let percent: Int
    }

    let strings: OddsBoostStrings
    let numberFormat: LocaleNumberFormat
    let pluralRules: PluralRules
    private var capsules: [Int: String] = [:]
    private var headingsNext: [Int: String] = [:]
    private var headingsMax: [Int: String] = [:]
    private var callsToAction: [CallToActionKey: String] = [:]

    init(strings: OddsBoostStrings) {
        self.strings = strings
        numberFormat = LocaleNumberFormat(locale: strings.locale)
        pluralRules = PluralRules(locale: strings.locale)
    }

    mutating func capsule(percent: Int) -> String {
        if let text = capsules[percent] { return text }
        let text = Self.render(strings.capsule, ["percent": numberFormat.formatPercent(percent)])
        capsules[percent] = text
        return text
    }

    mutating func headingNext(percent: Int) -> String {
        if let text = headingsNext[percent] { return text }
        let text = Self.render(strings.headingNext, ["percent": numberFormat.formatPercent(percent)])
        headingsNext[percent] = text
        return text
    }

    mutating func headingMax(percent: Int) -> String {
        if let text = headingsMax[percent] { return text }
        let text = Self.render(strings.headingMax, ["percent": numberFormat.formatPercent(percent)])
        headingsMax[percent] = text
        return text
    }

    mutating func callToAction(remaining: Int, percent: Int) -> String {
        let key = CallToActionKey(remaining: remaining, percent: percent)
        if let text = callsToAction[key] { return text }
        let arguments = ["count": numberFormat.formatInteger(remaining), "percent": numberFormat.formatPercent(percent)]
        let template = (try? strings.callToAction.template(for: remaining, rules: pluralRules))
        let text = template.map { Self.render($0, arguments) } ?? ""
        callsToAction[key] = text
        return text
    }

    /// Renders a template whose placeholders `OddsBoostStrings` has already checked against
    /// the arguments every caller passes, so the error branch cannot be reached.
    private static func render(_ template: MessageTemplate, _ arguments: [String: String]) -> String {
        (try? template.render(arguments)) ?? template.source
    }
}
