import BrandModel

/// Where the flag-dependent items lead: the profile's flags evaluated in the app's
/// ``FlagContext``, again whenever the context changes.
public struct AppBarDestinations: Sendable, Equatable {
    /// `nativeLogin` or `rnLogin` (flag `login-native`).
    public var login: AppBarRoute
    /// `nativeBetslip` or `rnBetslip` (flag `betslip-native`).
    public var betslip: AppBarRoute
    /// `pendingResultedBets` or `accountTransactionsPending` (flag `pending-resulted-native`).
    public var pendingBets: AppBarRoute
    /// The native store or React Native's shared state (flag `betslip-native`).
    public var betslipCountSource: BetslipCountSource

    public init(flags: FeatureFlags, context: FlagContext = FlagContext()) {
        login = flags.evaluate(.loginNative, in: context).value ? .nativeLogin : .rnLogin
        let nativeBetslip = flags.evaluate(.betslipNative, in: context).value
        betslip = nativeBetslip ? .nativeBetslip : .rnBetslip
        betslipCountSource = nativeBetslip ? .nativeStore : .reactNativeSharedState
        pendingBets = flags.evaluate(.pendingResultedNative, in: context).value ? .pendingResultedBets : .accountTransactionsPending
    }

    /// The flag that decides where `item` leads (and, for the betslip counter, its count's source).
    public static func flag(for item: AppBarItem) -> FeatureFlag? {
        switch item {
        case .login: .loginNative
        case .betslipCounter: .betslipNative
        case .pendingBets: .pendingResultedNative
        case .search, .join, .userTray, .balance, .toolSlot: nil
        }
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
