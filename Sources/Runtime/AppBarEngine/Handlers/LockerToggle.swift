import BrandModel

/// The locker's tap: toggle it, but when it would open over the user tray, dismiss the
/// tray first and open the locker only after a delay (the original app's 300 ms), so the two
/// panels never animate over each other.
public struct LockerToggle: Sendable, Equatable {
    /// How long to wait between dismissing the tray and opening the locker; nil or zero opens at once.
    public var userTrayDismissalDelay: Duration?
    /// What a tap does while the opening waits: open at once (the original app) or cancel.
    public var secondTapDuringDismissal: SecondTapDuringDismissal

    public init(userTrayDismissalDelay: Duration?, secondTapDuringDismissal: SecondTapDuringDismissal = .open) {
        self.userTrayDismissalDelay = userTrayDismissalDelay
        self.secondTapDuringDismissal = secondTapDuringDismissal
    }

    /// The toggle as a profile's tool slot sets it up.
    public init(toolSlot: ToolSlotProfile) {
        self.init(userTrayDismissalDelay: toolSlot.userTrayDismissalDelay, secondTapDuringDismissal: toolSlot.secondTapDuringDismissal)
    }

    /// Applies one tap. A tap while the opening waits either opens the locker at once (the
    /// seed: the tray is already closing, so its `else` branch shows the locker) or cancels
    /// the opening, as the profile says; the waiting opening is dropped either way.
    public func tap(_ locker: inout LockerState, bar: inout ToolSlotBar) -> [AppBarEffect] {
        if locker.openingScheduled {
            locker.openingScheduled = false
            switch secondTapDuringDismissal {
            case .cancel:
                return [.cancelScheduled(.lockerOpening)]
            case .open:
                locker.isOpen = true
                return [.cancelScheduled(.lockerOpening), .setVisibility(.locker, true)]
            }
        }
        guard !locker.isOpen, bar.userTrayVisible else {
            locker.isOpen.toggle()
            return [.setVisibility(.locker, locker.isOpen)]
        }
        bar.userTrayVisible = false
        guard let delay = userTrayDismissalDelay, delay > .zero else {
            locker.isOpen = true
            return [.setVisibility(.userTray, false), .setVisibility(.locker, true)]
        }
        locker.openingScheduled = true
        return [
            .setVisibility(.userTray, false),
            .schedule(ScheduledAction(id: .lockerOpening, delay: delay, action: Self.opening)),
        ]
    }

    /// What the opening delivers when the tray's delay is over.
    public static let opening = AppBarAction.toolSlot(ToolSlotValue(LockerAction.requestVisibility(true)))

    /// A locker action: the app reports the panel, or the scheduled opening comes due.
    public func reduce(_ locker: inout LockerState, action: LockerAction) -> [AppBarEffect] {
        switch action {
        case .visibilityChanged(let isVisible):
            locker.isOpen = isVisible
            return []
        case .requestVisibility(let isVisible):
            locker.openingScheduled = false
            locker.isOpen = isVisible
            return [.setVisibility(.locker, isVisible)]
        }
    }

    /// Signing out drops a waiting opening.
    public func signedOut(_ locker: inout LockerState) -> [AppBarEffect] {
        guard locker.openingScheduled else { return [] }
        locker.openingScheduled = false
        return [.cancelScheduled(.lockerOpening)]
    }
}

/// A handler whose slot is a locker: it keeps ``LockerState``, takes ``LockerAction``s, and
/// taps, reduces and signs out with its ``toggle``. Every locker handler adopts it (the
/// built-in ``LockerHandler``, Ladbrokes', an app's).
public protocol LockerSlotHandler: ToolSlotHandler where State == LockerState, Action == LockerAction {
    /// The toggle as the profile set it up (``LockerToggle/init(toolSlot:)`` in ``ToolSlotHandler/configured(for:)``).
    var toggle: LockerToggle { get }
}

extension LockerSlotHandler {
    public var kind: ToolSlotKind { .locker }

    public var initialState: LockerState { LockerState() }

    public func tap(_ state: inout LockerState, bar: inout ToolSlotBar) -> [AppBarEffect] {
        toggle.tap(&state, bar: &bar)
    }

    public func reduce(_ state: inout LockerState, action: LockerAction, bar: inout ToolSlotBar) -> [AppBarEffect] {
        toggle.reduce(&state, action: action)
    }

    public func signedOut(_ state: inout LockerState) -> [AppBarEffect] {
        toggle.signedOut(&state)
    }
}
