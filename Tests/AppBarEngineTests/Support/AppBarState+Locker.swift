import AppBarEngine

/// The locker's own state (``LockerState``, kept by the locker handlers) read and set as the
/// reducer tests compare it; a bar whose handler keeps another state reads as closed.
extension AppBarState {
    var locker: LockerState {
        get { toolSlotState(of: LockerHandler.self) ?? LockerState() }
        set { toolSlot = ToolSlotValue(newValue) }
    }

    var lockerVisible: Bool {
        get { locker.isOpen }
        set { locker.isOpen = newValue }
    }

    var lockerOpeningScheduled: Bool {
        get { locker.openingScheduled }
        set { locker.openingScheduled = newValue }
    }
}
