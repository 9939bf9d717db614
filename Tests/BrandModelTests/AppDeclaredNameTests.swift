import BrandModel
import Testing
import YAMLNode

/// An app reads a flag or a string of its own through one explicit initialiser each
/// (`AppFlagName(appDeclared:)`, `AppStringKey(appDeclared:)`), beside the engine's typed names.
@Suite("App-declared flag names and string keys")
struct AppDeclaredNameTests {
    static let promo = AppFlagName(appDeclared: "promo-banner")
    static let title = AppStringKey(appDeclared: "promo.title")

    @Test func anAppsFlagIsReadAndEvaluatedByItsDeclaredName() {
        var flags = FeatureFlags([(name: "promo-banner", definition: FlagDefinition.plain(true))])
        #expect(flags[Self.promo])
        #expect(flags.evaluate(Self.promo, in: FlagContext()) == FlagEvaluation(value: true, reason: .default))
        // One the profile does not set is off, and says why, as the engine's flags.
        let missing = AppFlagName(appDeclared: "promo-footer")
        #expect(!flags[missing])
        #expect(flags.evaluate(missing, in: FlagContext()) == FlagEvaluation(value: false, reason: .error, errorCode: .flagNotFound))
        flags[missing] = true
        #expect(flags[missing] && flags.unknownNames == ["promo-banner", "promo-footer"])
    }

    @Test func anAppsStringIsReadByItsDeclaredKey() {
        let strings = LocalizedStrings(["en-AU": [Self.title.rawValue: LocalizedMessageText.text("Boosts today")]])
        #expect(strings.message(Self.title, locale: "en-AU") == .text("Boosts today"))
        #expect(strings.message(Self.title, locale: "fr") == nil)
        #expect(strings.message(AppStringKey(appDeclared: "promo.body"), locale: "en-AU") == nil)
    }
}
