import BrandModel

/// Where the flag-dependent items lead, decided once from the profile's flags.
public struct AppBarDestinations: Sendable, Equatable {
    /// `nativeLogin` or `rnLogin` (flag `login-native`).
    public var login: AppBarRoute
    /// `nativeBetslip` or `rnBetslip` (flag `betslip-native`).
    public var betslip: AppBarRoute
    /// `pendingResultedBets` or `accountTransactionsPending` (flag `pending-resulted-native`).
    public var pendingBets: AppBarRoute
    /// The native store or React Native's shared state (flag `betslip-native`).
    public var betslipCountSource: BetslipCountSource

    public init(flags: FeatureFlags) {
        login = flags[.loginNative] ? .nativeLogin : .rnLogin
        let nativeBetslip = flags[.betslipNative]
        betslip = nativeBetslip ? .nativeBetslip : .rnBetslip
        betslipCountSource = nativeBetslip ? .nativeStore : .reactNativeSharedState
        pendingBets = flags[.pendingResultedNative] ? .pendingResultedBets : .accountTransactionsPending
    }

    /// Where tapping `item` leads; nil for items that do not navigate (balance) or whose
    /// handler decides (tool slot).
    public func route(for item: AppBarItem) -> AppBarRoute? {
        switch item {
        case .search: .search
        case .login: login
        case .join: .join
        case .betslipCounter: betslip
        case .pendingBets: pendingBets
        case .userTray: .userTray
        case .balance, .toolSlot: nil
        }
    }
}
