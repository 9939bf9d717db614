/// The locker's tap: toggle it, but when it would open over the user tray, dismiss the
/// tray first and open the locker only after a delay (the seed's 300 ms), so the two
/// panels never animate over each other.
public struct LockerToggle: Sendable, Equatable {
    /// How long to wait between dismissing the tray and opening the locker; nil or zero opens at once.
    public var userTrayDismissalDelay: Duration?

    public init(userTrayDismissalDelay: Duration?) {
        self.userTrayDismissalDelay = userTrayDismissalDelay
    }

    /// Applies one tap. A tap while the opening waits cancels it: the user changed their mind.
    public func tap(_ state: inout AppBarState) -> [AppBarEffect] {
        if state.lockerOpeningScheduled {
            state.lockerOpeningScheduled = false
            return [.cancelScheduled(.lockerOpening)]
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
