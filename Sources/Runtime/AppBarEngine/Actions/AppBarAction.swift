import BrandModel

/// Something that happened to the app bar: a session change, live data, a tap, a
/// visibility change reported by the app, or a scheduled request coming due.
public enum AppBarAction: Sendable, Equatable {
    /// The user signed in; `balance` is in major units of the brand's currency.
    case signedIn(balance: Double)
    case signedOut
    case balanceChanged(Double)
    /// The tool slot's data source reported new tool info.
    case toolInfoArrived(ToolInfo)
    /// The tool-info stream finished or failed; the badge goes away.
    case toolInfoEnded(ToolInfoEnd)
    /// A betslip count from one of the two sources; the other source's counts are ignored.
    case betslipCountChanged(Int, source: BetslipCountSource)
    case itemTapped(AppBarItem)
    /// The app's shared state says the user tray opened or closed.
    case userTrayVisibilityChanged(Bool)
    /// One of the tool-slot handler's own actions (``ToolSlotHandler/Action``), made with
    /// ``ToolSlotHandler/action(_:)``: the locker's reported visibility (``LockerAction``), a
    /// scheduled opening, a wallet refresh. An action of another handler's is ignored with a diagnostic.
    case toolSlot(ToolSlotValue)
    /// Ask the app to show or hide a panel; what a scheduled effect delivers after its delay.
    case requestVisibility(AppBarPanel, Bool)
    /// The user's reduce-motion setting changed (the platform's accessibility setting).
    case reduceMotionChanged(Bool)
    /// The system's appearance changed (dark mode, increased contrast), or the app switched
    /// it: the bar re-themes and keeps everything else.
    case appearanceChanged(Appearance)
    /// The app set a new flag evaluation context (sign-in, a market or version switch): the
    /// flags are evaluated again, and the items they route change with them.
    case flagContextChanged(FlagContext)
}
