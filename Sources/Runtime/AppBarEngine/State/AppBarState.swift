import BrandModel

/// Everything an app-bar view renders, for one brand session.
///
/// Read-only outside this package: it changes only through actions (``AppBarAction``) sent to
/// the store, the model or the session. A tool-slot handler changes its own state
/// (``toolSlot``, read back typed with ``toolSlotState(of:)``) and, through ``ToolSlotBar``,
/// the user tray and the badge.
///
/// A small value: the theme sits behind one reference and text fields are built only
/// when their inputs change, so a reducer step copies little.
public struct AppBarState: Sendable, Equatable {
    /// The brand id (`ladbrokes`).
    public package(set) var brand: String
    public package(set) var authentication: AuthenticationState
    /// Items to show, in the profile's order for the authentication state; the tool slot
    /// is left out when the brand has none.
    public package(set) var items: [AppBarItem]
    /// Where the items sit: left, centre and right groups, widths, reserved room.
    public package(set) var layout: AppBarLayout
    /// The balance as the pill shows it (`$1,234.56`); nil while signed out.
    public package(set) var balance: String?
    /// The balance amount in major units of the brand's currency; nil while signed out.
    public package(set) var balanceAmount: Double?
    public package(set) var betslipCount: Int
    /// Which source's betslip counts the bar accepts (flag `betslip-native`).
    public package(set) var betslipCountSource: BetslipCountSource
    /// The tool-slot badge; nil shows none.
    public package(set) var toolBadge: ToolBadge?
    /// Whether the user tray is open.
    public package(set) var userTrayVisible: Bool
    /// The tool-slot handler's own state (``ToolSlotHandler/State``), type-erased: read it
    /// typed with ``toolSlotState(of:)``.
    public package(set) var toolSlot: ToolSlotValue
    /// The localized pending-bets label (`My Bets`, `Our Bets`).
    public package(set) var pendingBetsLabel: String
    /// Asset name of the pot icon; nil where the brand has none.
    public package(set) var potIcon: String?
    public package(set) var toolSlotKind: ToolSlotKind
    /// The appearance asked for (the brand may show a fallback: ``Theme/appearance(shownFor:)``).
    public package(set) var appearance: Appearance
    /// The tokens of the current appearance.
    public package(set) var theme: AppBarTheme
    /// The user's reduce-motion setting: the locker, the counters and pressed items play
    /// their presets' fallbacks instead of moving.
    public package(set) var reduceMotion: Bool
    /// How a pressed item animates now: the `buttonPress` preset, or its reduce-motion fallback.
    public package(set) var buttonPress: AppBarMotion
    /// What the flags are evaluated against, as the app last set it.
    public package(set) var flagContext: FlagContext
    /// The exposures logged this session, as `flag=value` (``FlagExposure``): each is logged once.
    public package(set) var loggedExposures: Set<String> = []

    public init(
        brand: String, authentication: AuthenticationState = .signedOut, items: [AppBarItem], balance: String? = nil,
        balanceAmount: Double? = nil, betslipCount: Int = 0, betslipCountSource: BetslipCountSource, toolBadge: ToolBadge? = nil,
        userTrayVisible: Bool = false, toolSlot: ToolSlotValue = .none, pendingBetsLabel: String,
        potIcon: String?, toolSlotKind: ToolSlotKind, theme: AppBarTheme, appearance: Appearance = .light, reduceMotion: Bool = false,
        layout: AppBarLayout? = nil, flagContext: FlagContext = FlagContext()
    ) {
        self.flagContext = flagContext
        self.appearance = appearance
        self.layout = layout ?? AppBarLayout(listed: items, shown: items, minimumRight: 0)
        self.reduceMotion = reduceMotion
        self.buttonPress = AppBarMotion(preset: theme.animation(AppBarAnimationPlan.buttonPressPresetName), reduceMotion: reduceMotion)
        self.brand = brand
        self.authentication = authentication
        self.items = items
        self.balance = balance
        self.balanceAmount = balanceAmount
        self.betslipCount = betslipCount
        self.betslipCountSource = betslipCountSource
        self.toolBadge = toolBadge
        self.userTrayVisible = userTrayVisible
        self.toolSlot = toolSlot
        self.pendingBetsLabel = pendingBetsLabel
        self.potIcon = potIcon
        self.toolSlotKind = toolSlotKind
        self.theme = theme
    }

    /// The state of the handler serving the slot, typed, when it is a `Handler` (or another
    /// handler keeping the same state type: every locker's is ``LockerState``); nil otherwise.
    public func toolSlotState<Handler: ToolSlotHandler>(of handler: Handler.Type) -> Handler.State? {
        toolSlot.value(as: Handler.State.self)
    }

    /// The bar as the handler sees it.
    var toolSlotBar: ToolSlotBar {
        ToolSlotBar(brand: brand, authentication: authentication, userTrayVisible: userTrayVisible, toolBadge: toolBadge)
    }

    /// Takes back what the handler changed on the bar.
    mutating func apply(_ bar: ToolSlotBar) {
        if userTrayVisible != bar.userTrayVisible { userTrayVisible = bar.userTrayVisible }
        if toolBadge != bar.toolBadge { toolBadge = bar.toolBadge }
    }
}
