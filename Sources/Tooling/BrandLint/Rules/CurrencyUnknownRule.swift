import BrandModel
import Localization
import Spelling

/// The balance currency is an active ISO 4217 currency, one amounts can be written in.
public struct CurrencyUnknownRule: LintRule {
    public static let description = RuleDescription(
        id: "currency-unknown",
        summary: "`currency` is an active ISO 4217 code with minor units (not `XYZ`, nor gold `XAU` or the test code `XTS`).",
        severity: .error, reads: [.currency],
        triggering: ["currency: XYZ", "currency: GPB", "currency: XAU"],
        nonTriggering: ["currency: SEK", "currency: KWD"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let code = context.profile.currency
        if ISO4217.minorUnits[code] != nil { return }
        if ISO4217.codesWithoutMinorUnits.contains(code) {
            found.report(
                Self.description, at: ["currency"],
                message: "\(code) is an ISO 4217 code without minor units (a precious metal, fund or test code), not a currency for a balance",
                hint: "write the code of the currency the balance is held in, e.g. AUD, EUR, GBP")
            return
        }
        let suggestion = SpellingSuggestion.didYouMean(code, among: ISO4217.activeCodes)
        found.report(
            Self.description, at: ["currency"],
            message: "\"\(code)\" is not an active ISO 4217 currency code",
            hint: suggestion.map { "did you mean `\($0)`?" } ?? "write an active ISO 4217 code, e.g. AUD, EUR, GBP, SEK")
    }
}
