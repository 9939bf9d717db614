import Localization
@testable import OddsBoost

/// The texts a profile author provides, and Betsson Cameroon's ladder.
enum OddsBoostFixtures {
    static let betssonCameroonTiers = [
        OddsBoostTier(minSelections: 2, percent: 10),
        OddsBoostTier(minSelections: 3, percent: 15),
        OddsBoostTier(minSelections: 4, percent: 20),
        OddsBoostTier(minSelections: 6, percent: 30),
        OddsBoostTier(minSelections: 10, percent: 40),
    ]

    static func englishTable() throws -> [String: LocalizedMessage] {
        [
            "oddsBoost.capsule": try LocalizedMessage("{percent}"),
            "oddsBoost.heading.next": try LocalizedMessage("Get {percent} win boost"),
            "oddsBoost.heading.max": try LocalizedMessage("Max win boost activated! ({percent})"),
            "oddsBoost.label.winBoost": try LocalizedMessage("Win Boost:"),
            "oddsBoost.label.odds": try LocalizedMessage("Odds:"),
            "oddsBoost.callToAction": try LocalizedMessage(forms: [
                .one: "Add {count} more qualifying selection to get a {percent} win boost",
                .other: "Add {count} more qualifying selections to get a {percent} win boost",
            ]),
        ]
    }

    static func frenchTable() throws -> [String: LocalizedMessage] {
        [
            "oddsBoost.capsule": try LocalizedMessage("{percent}"),
            "oddsBoost.heading.next": try LocalizedMessage("Obtenez un boost de gains de {percent}"),
            "oddsBoost.heading.max": try LocalizedMessage("Boost de gains maximal activé\u{202F}! ({percent})"),
            "oddsBoost.label.winBoost": try LocalizedMessage("Boost de gains\u{00A0}:"),
            "oddsBoost.label.odds": try LocalizedMessage("Cote\u{00A0}:"),
            "oddsBoost.callToAction": try LocalizedMessage(forms: [
                .one: "Ajoutez {count} sélection éligible de plus pour obtenir un boost de gains de {percent}",
                .other: "Ajoutez {count} sélections éligibles de plus pour obtenir un boost de gains de {percent}",
            ]),
        ]
    }

    static func table(for locale: String) throws -> [String: LocalizedMessage] {
        locale.hasPrefix("fr") ? try frenchTable() : try englishTable()
    }

    static func configuration(
        locale: String = "en",
        tiers: [OddsBoostTier] = betssonCameroonTiers,
        animation: SegmentAnimationTokens = .standard
    ) throws -> OddsBoostConfiguration {
        let strings = try OddsBoostStrings(table: table(for: locale), locale: LocaleIdentifier(locale))
        return try OddsBoostConfiguration(tiers: tiers, strings: strings, animation: animation)
    }
}
