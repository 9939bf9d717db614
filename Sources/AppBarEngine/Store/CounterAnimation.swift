import BrandModel

/// How a counter should roll to its new value.
public struct CounterAnimation: Sendable, Equatable {
    public enum Direction: String, Sendable, Equatable {
        case up, down
    }

    public var direction: Direction
    /// The theme's `counterRoll` preset, if it has one.
    public var preset: AnimationPreset?

    public init(direction: Direction, preset: AnimationPreset?) {
        self.direction = direction
        self.preset = preset
    }
}
