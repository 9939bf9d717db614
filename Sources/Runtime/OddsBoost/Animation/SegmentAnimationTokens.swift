/// A brand's animation tokens for the odds-boost progress segments.
public struct SegmentAnimationTokens: Sendable, Hashable {
    /// Empty -> filled colour change.
    public var fill: SegmentAnimation
    /// Filled -> empty colour change.
    public var unfill: SegmentAnimation
    /// A segment appearing.
    public var add: SegmentAnimation
    /// A segment disappearing.
    public var remove: SegmentAnimation
    /// The whole bar appearing.
    public var showBar: SegmentAnimation
    /// The whole bar disappearing (its segments go with it).
    public var hideBar: SegmentAnimation
    /// Extra delay per position within a wave (seconds).
    public var stagger: Double
    /// Used for every operation when reduce motion is on; no stagger is applied.
    public var reducedMotion: SegmentAnimation

    public init(
        fill: SegmentAnimation, unfill: SegmentAnimation, add: SegmentAnimation, remove: SegmentAnimation,
        showBar: SegmentAnimation, hideBar: SegmentAnimation, stagger: Double, reducedMotion: SegmentAnimation
    ) {
        self.fill = fill
        self.unfill = unfill
        self.add = add
        self.remove = remove
        self.showBar = showBar
        self.hideBar = hideBar
        self.stagger = stagger
        self.reducedMotion = reducedMotion
    }

    /// The Betsson Cameroon figures: colour 0.3 s; add 0.3 -> 1 with fade-in over 0.4 s after
    /// 0.1 s; remove 1 -> 0.3 with fade-out over 0.2 s; 0.05 s stagger. The bar appears and
    /// disappears like a segment. Reduce motion: a 0.2 s cross-fade, no scale, no delay.
    public static let standard: SegmentAnimationTokens = {
        let appear = SegmentAnimation(
            effect: .scaleFade(fromScale: 0.3, toScale: 1, fromOpacity: 0, toOpacity: 1),
            curve: .spring(response: 0.4, dampingFraction: 0.8), delay: 0.1, duration: 0.4
        )
        let disappear = SegmentAnimation(
            effect: .scaleFade(fromScale: 1, toScale: 0.3, fromOpacity: 1, toOpacity: 0),
            curve: .easeIn, duration: 0.2
        )
        let colour = SegmentAnimation(effect: .colorTransition, curve: .easeInOut, duration: 0.3)
        return SegmentAnimationTokens(
            fill: colour, unfill: colour, add: appear, remove: disappear,
            showBar: SegmentAnimation(effect: appear.effect, curve: appear.curve, duration: appear.duration),
            hideBar: disappear, stagger: 0.05,
            reducedMotion: SegmentAnimation(effect: .crossFade, curve: .easeInOut, duration: 0.2)
        )
    }()
}
