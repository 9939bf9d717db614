/// An animation preset of the engine contract, by its name under `theme.animation`.
/// A preset left out keeps the engine's standard motion for that part.
public enum AnimationTokenName: String, ThemeTokenName {
    public typealias Value = AnimationPreset
    public static let group = ThemeGroup.animation

    case buttonPress
    case tabTransition
    case heroTransition
    /// The locker opening and closing.
    case lockerToggle
    /// The betslip counter and the tool badge rolling to a new count.
    case counterRoll
    case loadingPulse
    /// The odds-boost segments filling, appearing and going.
    case segmentFill
    case segmentAdd
    case segmentRemove
    /// Handler-owned: the preset a tool-slot handler plays when its slot opens its tool.
    case toolSlotReveal = "toolSlot.reveal"

    public var isHandlerOwned: Bool { rawValue.hasPrefix("toolSlot.") }
}
