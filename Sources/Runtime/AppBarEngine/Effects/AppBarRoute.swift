/// Where a tap sends the user. Raw values are the route names the apps' coordinators use.
public enum AppBarRoute: String, Sendable, Hashable, CaseIterable {
    case search
    /// A login screen without a preference for native or React Native.
    case login
    case rnLogin
    case nativeLogin
    case join
    case nativeBetslip
    case rnBetslip
    case pendingResultedBets
    case accountTransactionsPending
    case toolbox
    case userTray
    case locker
}
