/// The animation presets the engine and the report read, by the names profiles give them.
public enum AnimationPresetName {
    public static let buttonPress = "buttonPress"
    public static let tabTransition = "tabTransition"
    public static let heroTransition = "heroTransition"
    /// The locker opening and closing.
    public static let lockerToggle = "lockerToggle"
    /// The betslip counter and the tool badge rolling to a new number.
    public static let counterRoll = "counterRoll"
    /// The status pulse (seed 003's `TerminalStatusBadge`): continuous, an easing curve.
    public static let loadingPulse = "loadingPulse"
    public static let segmentFill = "segmentFill"
    public static let segmentAdd = "segmentAdd"
    public static let segmentRemove = "segmentRemove"

    /// Every preset the engine and the report read.
    public static let all: Set<String> = [
        buttonPress, tabTransition, heroTransition, lockerToggle, counterRoll, loadingPulse, segmentFill, segmentAdd, segmentRemove,
    ]
}
