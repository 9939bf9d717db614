import BrandModel

/// Which parts of the bar animate to a new state, and how.
///
/// Only a live change has a plan. The first state a view receives, on appearing or on
/// reappearing after navigating back, comes with ``none``, so the betslip counter jumps
/// to its value instead of scrolling there (the original app's counter problem).
public struct AppBarAnimationPlan: Sendable, Equatable {
    /// The theme token the counters roll with.
    public static let counterPresetName: AnimationTokenName = .counterRoll
    /// The theme token the locker opens and closes with.
    public static let lockerPresetName: AnimationTokenName = .lockerToggle
    /// The theme token a pressed item plays (``AppBarState/buttonPress``).
    public static let buttonPressPresetName: AnimationTokenName = .buttonPress

    public var betslipCounter: CounterAnimation?
    public var toolBadge: CounterAnimation?
    /// Set when the tool slot's panel (the locker; a handler state adopting ``ToolSlotPanelState``)
    /// opens or closes: the `lockerToggle` preset, or its reduce-motion fallback.
    public var locker: AppBarMotion?

    public init(betslipCounter: CounterAnimation? = nil, toolBadge: CounterAnimation? = nil, locker: AppBarMotion? = nil) {
        self.betslipCounter = betslipCounter
        self.toolBadge = toolBadge
        self.locker = locker
    }

    /// Nothing animates.
    public static let none = AppBarAnimationPlan()

    /// The plan for a live change from `old` to `new`, honouring `new.reduceMotion`.
    public init(from old: AppBarState, to new: AppBarState) {
        self.init()
        let reduceMotion = new.reduceMotion
        if old.betslipCount != new.betslipCount {
            betslipCounter = CounterAnimation(
                direction: new.betslipCount > old.betslipCount ? .up : .down,
                motion: AppBarMotion(preset: new.theme.animation(Self.counterPresetName), reduceMotion: reduceMotion))
        }
        let oldBadge = old.toolBadge?.count ?? 0
        let newBadge = new.toolBadge?.count ?? 0
        if oldBadge != newBadge {
            toolBadge = CounterAnimation(
                direction: newBadge > oldBadge ? .up : .down,
                motion: AppBarMotion(preset: new.theme.animation(Self.counterPresetName), reduceMotion: reduceMotion))
        }
        if old.toolSlot != new.toolSlot, (old.toolSlot.isPanelOpen ?? false) != (new.toolSlot.isPanelOpen ?? false) {
            locker = AppBarMotion(preset: new.theme.animation(Self.lockerPresetName), reduceMotion: reduceMotion)
        }
    }
}
