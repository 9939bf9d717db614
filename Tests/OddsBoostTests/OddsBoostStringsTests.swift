import BrandModel
import Testing
import Localization
@testable import OddsBoost

@Suite struct OddsBoostStringsTests {
    @Test(arguments: ["en", "en-GB", "fr", "fr-CM"])
    func fixtureTablesAreValid(locale: String) throws {
        let strings = try OddsBoostStrings(table: OddsBoostFixtures.table(for: locale), locale: LocaleIdentifier(locale))
        #expect(strings.locale.description == locale)
        #expect(strings.callToAction.placeholders == ["count", "percent"])
    }

    @Test func reportsEveryProblemAtOnce() throws {
        let table: [String: LocalizedMessage] = [
            "oddsBoost.capsule": try LocalizedMessage(forms: [.other: "{percent}"]),
            "oddsBoost.heading.next": try LocalizedMessage("Get {percent} boost, {name}"),
            "oddsBoost.callToAction": try LocalizedMessage("Add {count} more for {percent}"),
        ]
        #expect {
            try OddsBoostStrings(table: table, locale: "en")
        } throws: { error in
            (error as? OddsBoostStringsError)?.problems == [
                .expectedPlain(.oddsBoostCapsule),
                .unknownPlaceholder(.oddsBoostHeadingNext, "name"),
                .missingKey(.oddsBoostHeadingMax),
                .expectedPlural(.oddsBoostCallToAction),
                .missingKey(.oddsBoostWinBoostLabel),
                .missingKey(.oddsBoostOddsLabel),
            ]
        }
    }

    @Test func requiresThePluralFormsOfTheLocale() throws {
        var table = try OddsBoostFixtures.englishTable()
        #expect(throws: Never.self) { try OddsBoostStrings(table: table, locale: "en") }
        #expect {
            try OddsBoostStrings(table: table, locale: "pl")
        } throws: { error in
            (error as? OddsBoostStringsError)?.problems == [.missingPluralForms(.oddsBoostCallToAction, [.few, .many])]
        }
        table["oddsBoost.callToAction"] = try LocalizedMessage(forms: [.one: "{percent} x{count}"])
        #expect {
            try OddsBoostStrings(table: table, locale: "en")
        } throws: { error in
            (error as? OddsBoostStringsError)?.problems == [.missingPluralForms(.oddsBoostCallToAction, [.other])]
        }
    }

    @Test func errorTextNamesTheKeyAndTheFix() {
        let error = OddsBoostStringsError(locale: "fr", problems: [.missingPlaceholder(.oddsBoostHeadingMax, "percent", form: nil)])
        #expect(error.description == "odds-boost strings for fr: `oddsBoost.heading.max` must use {percent} instead of a fixed value")
    }
}
