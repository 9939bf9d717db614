/// Where a locale puts the currency symbol relative to the amount.
public enum CurrencyPlacement: Sendable, Hashable {
    /// Symbol first, then `separator`, then the amount: `£125.50`, `R$ 125,50`.
    case beforeAmount(separator: String)
    /// Amount, then `separator`, then the symbol: `125,50 €`, `126 FCFA`.
    case afterAmount(separator: String)
}
