import BrandModel

/// Which parts of the bar animate to a new state, and how.
///
/// Only a live change has a plan. The first state a view receives, on appearing or on
/// reappearing after navigating back, comes with ``none``, so the betslip counter jumps
/// to its value instead of scrolling there (the seed's counter problem).
public struct AppBarAnimationPlan: Sendable, Equatable {
    /// The theme token the counters roll with.
    public static let counterPresetName = AnimationPresetName.counterRoll
    /// The theme token the locker opens and closes with.
    public static let lockerPresetName = AnimationPresetName.lockerToggle

    public var betslipCounter: CounterAnimation?
    public var toolBadge: CounterAnimation?
    /// Set when the locker opens or closes.
    public var locker: AnimationPreset?

    public init(betslipCounter: CounterAnimation? = nil, toolBadge: CounterAnimation? = nil, locker: AnimationPreset? = nil) {
        self.betslipCounter = betslipCounter
        self.toolBadge = toolBadge
        self.locker = locker
    }

    /// Nothing animates.
    public static let none = AppBarAnimationPlan()

    /// The plan for a live change from `old` to `new`.
    public init(from old: AppBarState, to new: AppBarState) {
        self.init()
        if old.betslipCount != new.betslipCount {
            betslipCounter = CounterAnimation(
                direction: new.betslipCount > old.betslipCount ? .up : .down,
                preset: new.theme.animation[Self.counterPresetName])
        }
        let oldBadge = old.toolBadge?.count ?? 0
        let newBadge = new.toolBadge?.count ?? 0
        if oldBadge != newBadge {
            toolBadge = CounterAnimation(direction: newBadge > oldBadge ? .up : .down, preset: new.theme.animation[Self.counterPresetName])
        }
        if old.lockerVisible != new.lockerVisible {
            locker = new.theme.animation[Self.lockerPresetName] ?? AnimationPreset()
        }
    }
}
