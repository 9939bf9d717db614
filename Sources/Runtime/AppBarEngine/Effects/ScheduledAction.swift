/// An action to deliver after a delay, under an id that can cancel it.
public struct ScheduledAction: Sendable, Equatable {
    public var id: ScheduledActionID
    public var delay: Duration
    public var action: AppBarAction

    public init(id: ScheduledActionID, delay: Duration, action: AppBarAction) {
        self.id = id
        self.delay = delay
        self.action = action
    }
}

/// Names a scheduled action; scheduling again under the same id replaces it.
public struct ScheduledActionID: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The locker opening that waits for the user tray to be dismissed.
    public static let lockerOpening = ScheduledActionID(rawValue: "lockerOpening")

    public var description: String { rawValue }
}
