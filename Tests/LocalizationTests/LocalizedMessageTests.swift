import Testing
@testable import Localization

@Suite struct LocalizedMessageTests {
    static func english() throws -> LocalizedMessage {
        try LocalizedMessage(forms: [.one: "Add {count} more selection", .other: "Add {count} more selections"])
    }

    @Test(arguments: [(1, "Add 1 more selection"), (2, "Add 2 more selections"), (0, "Add 0 more selections")])
    func picksTheFormForTheCount(count: Int, expected: String) throws {
        let text = try Self.english().render(count: count, rules: PluralRules(locale: "en"), arguments: ["count": "\(count)"])
        #expect(text == expected)
    }

    @Test func frenchZeroIsSingular() throws {
        let french = try LocalizedMessage(forms: [.one: "{count} sélection", .other: "{count} sélections"])
        let rules = PluralRules(locale: "fr")
        #expect(try french.render(count: 0, rules: rules, arguments: ["count": "0"]) == "0 sélection")
        #expect(try french.render(count: 2, rules: rules, arguments: ["count": "2"]) == "2 sélections")
    }

    @Test func missingCategoryFallsBackToOther() throws {
        let rules = PluralRules(locale: "fr")
        #expect(rules.category(for: 1_000_000) == .many)
        let text = try Self.english().render(count: 1_000_000, rules: rules, arguments: ["count": "1 000 000"])
        #expect(text == "Add 1 000 000 more selections")
    }

    @Test func missingOtherIsAnError() throws {
        let message = try LocalizedMessage(forms: [.one: "one"])
        #expect(throws: MessageTemplateError.missingPluralForm(.other, source: "one")) {
            try message.render(count: 5, rules: PluralRules(locale: "en"), arguments: [:])
        }
    }

    @Test func reportsMissingCategoriesPerLocale() throws {
        #expect(try Self.english().missingCategories(for: PluralRules(locale: "en")).isEmpty)
        #expect(try Self.english().missingCategories(for: PluralRules(locale: "pl")) == [.few, .many])
        #expect(try LocalizedMessage("plain").missingCategories(for: PluralRules(locale: "ar")).isEmpty)
    }

    @Test func collectsPlaceholdersOfEveryForm() throws {
        let message = try LocalizedMessage(forms: [.one: "{a}", .other: "{b} {c}"])
        #expect(message.placeholders == ["a", "b", "c"])
        #expect(message.templates.map(\.category) == [.one, .other])
    }
}
