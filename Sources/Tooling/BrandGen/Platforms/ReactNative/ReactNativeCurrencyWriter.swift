import Localization

/// The currency figures the runtimes share: the TypeScript package computes a balance's
/// digits the same way (`balanceFractionDigits` in Runtimes/TypeScript/src/locale/currency.ts).
enum ReactNativeCurrencyWriter {
    /// `BalanceFormatter`'s clamp of the currency's minor-unit digits.
    static func fractionDigits(of currency: CurrencyInfo) -> Int {
        min(max(currency.fractionDigits, 0), 6)
    }
}
