import YAMLNode

/// An item the app bar can show.
public enum AppBarItem: String, Sendable, Hashable, CaseIterable, Codable {
    case search, login, join, betslipCounter, balance, pendingBets, toolSlot, userTray
}

extension AppBarItem {
    /// Where the item sits in the bar (docs/domain.md, The app bar: `AppBarLeftItems`, `AppBarCenterItems`,
    /// `AppBarRightItems`; the right group holds search, login and join, the tool slot,
    /// pending bets and the betslip).
    public var group: AppBarGroup {
        switch self {
        case .userTray: .left
        case .balance: .center
        case .search, .login, .join, .betslipCounter, .pendingBets, .toolSlot: .right
        }
    }
}

/// A group of the bar, in order from the leading edge.
public enum AppBarGroup: String, Sendable, Hashable, CaseIterable, Codable {
    case left, center, right
}

/// The label of the pending-bets button.
public enum PendingBetsLabel: String, Sendable, Hashable, CaseIterable, Codable {
    case myBets, ourBets

    /// The string key that holds the label's text.
    public var stringKey: StringKey { .pendingBets(self) }
}

/// What the tool slot is.
public enum ToolSlotKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Ladbrokes: toggles a locker of promotions over the screen.
    case locker
    /// Neds, Betcha: navigates to the toolbox.
    case toolbox
    /// TabNZ, Betsson Cameroon: no tool slot.
    case none
}

/// The app bar as a brand configures it.
public struct AppBarProfile: Sendable, Equatable {
    public var signedOut: [AppBarItem]
    public var signedIn: [AppBarItem]
    public var pendingBetsLabel: PendingBetsLabel
    /// Asset name of the pot icon; nil where the brand has none (TabNZ).
    public var potIcon: String?
    public var toolSlot: ToolSlotProfile
    /// At least this many slots on the right (`layout.minimumRightItems`), so the centre
    /// items cannot slide under the right ones (docs/domain.md, The app bar, "No overlap"); the engine fills the gap with reserved space. Zero asks for nothing.
    public var minimumRightItems: Int

    public init(
        signedOut: [AppBarItem], signedIn: [AppBarItem], pendingBetsLabel: PendingBetsLabel, potIcon: String?, toolSlot: ToolSlotProfile,
        minimumRightItems: Int = 0
    ) {
        self.minimumRightItems = minimumRightItems
        self.signedOut = signedOut
        self.signedIn = signedIn
        self.pendingBetsLabel = pendingBetsLabel
        self.potIcon = potIcon
        self.toolSlot = toolSlot
    }
}

/// What a second tap on the locker does while the user tray is being dismissed and the
/// locker's opening waits (`toolSlot.secondTapDuringDismissal`).
public enum SecondTapDuringDismissal: String, Sendable, Hashable, CaseIterable, Codable {
    /// Open the locker at once (docs/domain.md, The tool slot, "The locker's toggle": the tray is already
    /// closing, so the second tap takes the `else` branch and shows the locker).
    case open
    /// Drop the waiting opening: the user changed their mind.
    case cancel
}

/// The tool slot: which kind, which handler serves it, and how.
public struct ToolSlotProfile: Sendable, Equatable {
    public var kind: ToolSlotKind
    /// Id of the registered handler (`locker`, `toolbox`, `none`, `ladbrokes.locker`, ...).
    public var handler: String
    /// Whether a balance badge is fed from the handler's tool-info stream.
    public var observesBalance: Bool
    /// Locker only: with the user tray open, dismiss it and wait this long before opening.
    public var userTrayDismissalDelay: Duration?
    /// Locker only: what a second tap does while the opening waits; the original app opens at once.
    public var secondTapDuringDismissal: SecondTapDuringDismissal
    /// The tool balance the app ships for a fresh install (`bundled: { balance: 0 }`): shown at
    /// once while the first fetch runs, then replaced (the bundled state of docs/domain.md, Tool-slot data); nil waits.
    public var bundledBalance: Int?
    /// Handler-specific settings, checked against the handler's own schema.
    public var config: Node?

    public init(
        kind: ToolSlotKind, handler: String, observesBalance: Bool, userTrayDismissalDelay: Duration?,
        secondTapDuringDismissal: SecondTapDuringDismissal = .open, bundledBalance: Int? = nil, config: Node?
    ) {
        self.bundledBalance = bundledBalance
        self.kind = kind
        self.handler = handler
        self.observesBalance = observesBalance
        self.userTrayDismissalDelay = userTrayDismissalDelay
        self.secondTapDuringDismissal = secondTapDuringDismissal
        self.config = config
    }

    /// Equal settings, read from YAML or JSON alike: `config` compares by value, marks aside.
    public static func == (lhs: ToolSlotProfile, rhs: ToolSlotProfile) -> Bool {
        lhs.kind == rhs.kind && lhs.handler == rhs.handler && lhs.observesBalance == rhs.observesBalance
            && lhs.userTrayDismissalDelay == rhs.userTrayDismissalDelay && sameConfig(lhs.config, rhs.config)
    }

    private static func sameConfig(_ lhs: Node?, _ rhs: Node?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let left?, let right?): left.hasSameValue(as: right)
        default: false
        }
    }
}
