import BrandModel

/// Everything an app-bar view renders, for one brand session.
///
/// Read-only outside this package: it changes through actions (``AppBarAction``) sent to the
/// store, the model or the session. The one part a tool-slot handler's ``ToolSlotHandler/tap(_:)``
/// may change is the tool slot's own: the panels it opens and closes (``lockerVisible``,
/// ``userTrayVisible``, ``lockerOpeningScheduled``) and its badge (``toolBadge``).
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
    public var toolBadge: ToolBadge?
    /// Whether the locker is open (reported from the app's shared state, or requested here).
    public var lockerVisible: Bool
    /// Whether the user tray is open.
    public var userTrayVisible: Bool
    /// True between dismissing the user tray and opening the locker after the delay.
    public var lockerOpeningScheduled: Bool
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

    public init(
        brand: String, authentication: AuthenticationState = .signedOut, items: [AppBarItem], balance: String? = nil,
        balanceAmount: Double? = nil, betslipCount: Int = 0, betslipCountSource: BetslipCountSource, toolBadge: ToolBadge? = nil,
        lockerVisible: Bool = false, userTrayVisible: Bool = false, lockerOpeningScheduled: Bool = false, pendingBetsLabel: String,
        potIcon: String?, toolSlotKind: ToolSlotKind, theme: AppBarTheme, appearance: Appearance = .light, reduceMotion: Bool = false,
        layout: AppBarLayout? = nil, flagContext: FlagContext = FlagContext()
    ) {
        self.flagContext = flagContext
        self.appearance = appearance
        self.layout = layout ?? AppBarLayout(listed: items, shown: items, minimumRight: 0)
        self.reduceMotion = reduceMotion
        self.buttonPress = AppBarMotion(preset: theme.animation[AppBarAnimationPlan.buttonPressPresetName.rawValue], reduceMotion: reduceMotion)
        self.brand = brand
        self.authentication = authentication
        self.items = items
        self.balance = balance
        self.balanceAmount = balanceAmount
        self.betslipCount = betslipCount
        self.betslipCountSource = betslipCountSource
        self.toolBadge = toolBadge
        self.lockerVisible = lockerVisible
        self.userTrayVisible = userTrayVisible
        self.lockerOpeningScheduled = lockerOpeningScheduled
        self.pendingBetsLabel = pendingBetsLabel
        self.potIcon = potIcon
        self.toolSlotKind = toolSlotKind
        self.theme = theme
    }
}
