/// What a locker keeps (every locker handler: ``LockerHandler``, Ladbrokes', an app's):
/// whether it is open, and whether an opening waits for the user tray to close.
public struct LockerState: Sendable, Hashable, ToolSlotPanelState {
    /// Whether the locker is open (reported from the app's shared state, or requested here).
    public var isOpen: Bool
    /// True between dismissing the user tray and opening the locker after the delay.
    public var openingScheduled: Bool

    public init(isOpen: Bool = false, openingScheduled: Bool = false) {
        self.isOpen = isOpen
        self.openingScheduled = openingScheduled
    }

    public var isPanelOpen: Bool { isOpen }
}

/// A locker's own actions.
public enum LockerAction: Sendable, Hashable {
    /// The app's shared state says the locker opened or closed.
    case visibilityChanged(Bool)
    /// Show or hide the locker: what the scheduled opening delivers after the tray's delay.
    case requestVisibility(Bool)
}
