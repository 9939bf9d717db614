/// How one kind of segment operation animates: effect, curve, base delay and duration (seconds).
public struct SegmentAnimation: Sendable, Hashable {
    public var effect: SegmentAnimationEffect
    public var curve: AnimationCurve
    /// Delay before the first operation of this kind starts; the stagger adds to it.
    public var delay: Double
    public var duration: Double

    public init(effect: SegmentAnimationEffect, curve: AnimationCurve, delay: Double = 0, duration: Double) {
        self.effect = effect
        self.curve = curve
        self.delay = delay
        self.duration = duration
    }
}
