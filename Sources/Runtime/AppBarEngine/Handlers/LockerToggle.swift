import BrandModel

/// The locker's tap: toggle it, but when it would open over the user tray, dismiss the
/// tray first and open the locker only after a delay (the seed's 300 ms), so the two
/// panels never animate over each other.
public struct LockerToggle: Sendable, Equatable {
    /// How long to wait between dismissing the tray and opening the locker; nil or zero opens at once.
    public var userTrayDismissalDelay: Duration?
    /// What a tap does while the opening waits: open at once (the seed) or cancel.
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
    public func tap(_ state: inout AppBarState) -> [AppBarEffect] {
        if state.lockerOpeningScheduled {
            state.lockerOpeningScheduled = false
            switch secondTapDuringDismissal {
            case .cancel:
                return [.cancelScheduled(.lockerOpening)]
            case .open:
                state.lockerVisible = true
                return [.cancelScheduled(.lockerOpening), .setVisibility(.locker, true)]
            }
        }
        guard !state.lockerVisible, state.userTrayVisible else {
            state.lockerVisible.toggle()
            return [.setVisibility(.locker, state.lockerVisible)]
        }
        state.userTrayVisible = false
        guard let delay = userTrayDismissalDelay, delay > .zero else {
            state.lockerVisible = true
            return [.setVisibility(.userTray, false), .setVisibility(.locker, true)]
        }
        state.lockerOpeningScheduled = true
        return [
            .setVisibility(.userTray, false),
            .schedule(ScheduledAction(id: .lockerOpening, delay: delay, action: .requestVisibility(.locker, true))),
        ]
    }
}
