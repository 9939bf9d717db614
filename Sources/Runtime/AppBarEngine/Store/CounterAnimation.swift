import BrandModel

/// How a counter should roll to its new value.
public struct CounterAnimation: Sendable, Equatable {
    public enum Direction: String, Sendable, Equatable {
        case up, down
    }

    public var direction: Direction
    /// The theme's `counterRoll` preset, or its reduce-motion fallback (no roll).
    public var motion: AppBarMotion

    public init(direction: Direction, motion: AppBarMotion) {
        self.direction = direction
        self.motion = motion
    }
}
