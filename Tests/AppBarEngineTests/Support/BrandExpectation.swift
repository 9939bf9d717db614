import AppBarEngine
import BrandModel

/// What each fixture brand's app bar should be, written out by hand from docs/domain.md and the profiles.
struct BrandExpectation: Sendable, CustomStringConvertible {
    var id: String
    var signedIn: [AppBarItem]
    var pendingBetsLabel: String
    var potIcon: String?
    var betslipCountSource: BetslipCountSource
    var toolSlotKind: ToolSlotKind
    var toolSlotHandler: String
    var login: AppBarRoute
    var betslip: AppBarRoute
    var pendingBets: AppBarRoute
    /// 1234.56 in the brand's default locale and currency.
    var balance: String

    var description: String { id }

    static let signedOut: [AppBarItem] = [.search, .login, .join, .betslipCounter]
    private static let entainSignedIn: [AppBarItem] = [.search, .balance, .pendingBets, .toolSlot, .betslipCounter, .userTray]
    private static let withoutToolSlot: [AppBarItem] = [.search, .balance, .pendingBets, .betslipCounter, .userTray]

    static let all: [BrandExpectation] = [
        BrandExpectation(
            id: "ladbrokes", signedIn: entainSignedIn, pendingBetsLabel: "My Bets", potIcon: "ladbrokes.pot",
            betslipCountSource: .nativeStore, toolSlotKind: .locker, toolSlotHandler: "ladbrokes.locker", login: .rnLogin,
            betslip: .nativeBetslip, pendingBets: .pendingResultedBets, balance: "$1,234.56"),
        BrandExpectation(
            id: "neds", signedIn: entainSignedIn, pendingBetsLabel: "Our Bets", potIcon: "neds.pot",
            betslipCountSource: .nativeStore, toolSlotKind: .toolbox, toolSlotHandler: "neds.toolbox", login: .nativeLogin,
            betslip: .nativeBetslip, pendingBets: .accountTransactionsPending, balance: "$1,234.56"),
        BrandExpectation(
            id: "betcha", signedIn: entainSignedIn, pendingBetsLabel: "My Bets", potIcon: "betcha.pot",
            betslipCountSource: .reactNativeSharedState, toolSlotKind: .toolbox, toolSlotHandler: "toolbox", login: .rnLogin,
            betslip: .rnBetslip, pendingBets: .accountTransactionsPending, balance: "$1,234.56"),
        BrandExpectation(
            id: "tabnz", signedIn: withoutToolSlot, pendingBetsLabel: "My Bets", potIcon: nil,
            betslipCountSource: .nativeStore, toolSlotKind: .none, toolSlotHandler: "none", login: .nativeLogin,
            betslip: .nativeBetslip, pendingBets: .pendingResultedBets, balance: "$1,234.56"),
        // English puts FCFA first, with CLDR's no-break space between a letter symbol and the digits.
        BrandExpectation(
            id: "betsson-cm", signedIn: withoutToolSlot, pendingBetsLabel: "My Bets", potIcon: nil,
            betslipCountSource: .nativeStore, toolSlotKind: .none, toolSlotHandler: "none", login: .nativeLogin,
            betslip: .nativeBetslip, pendingBets: .pendingResultedBets, balance: "FCFA\u{00A0}1,235"),
    ]

    /// The route a tap on `item` should take, nil where it does not navigate.
    func route(for item: AppBarItem) -> AppBarRoute? {
        switch item {
        case .search: .search
        case .login: login
        case .join: .join
        case .betslipCounter: betslip
        case .pendingBets: pendingBets
        case .userTray: .userTray
        case .toolSlot: toolSlotKind == .toolbox ? .toolbox : nil
        case .balance: nil
        }
    }
}
