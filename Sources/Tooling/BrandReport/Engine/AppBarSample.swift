/// The live inputs the report feeds every brand's app bar, so the previews show a
/// signed-in bar with a balance, a tool badge and a betslip count.
public struct AppBarSample: Sendable, Equatable {
    /// The balance after signing in, in major units of the brand's currency.
    public var balance: Double
    /// New items reported by the tool's data source (the badge, where the brand observes it).
    public var toolItems: Int
    /// Selections on the betslip.
    public var betslipSelections: Int

    public init(balance: Double = 1234.56, toolItems: Int = 100, betslipSelections: Int = 3) {
        self.balance = balance
        self.toolItems = toolItems
        self.betslipSelections = betslipSelections
    }

    /// The figures every report uses unless told otherwise: 100 tool items shows a badge
    /// limit such as Ladbrokes' `99+`.
    public static let standard = AppBarSample()
}
