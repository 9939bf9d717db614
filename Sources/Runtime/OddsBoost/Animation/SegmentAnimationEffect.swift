/// What a segment animation changes.
public enum SegmentAnimationEffect: Sendable, Hashable {
    /// Colour change between the empty and filled segment colours.
    case colorTransition
    /// Scale and opacity change, e.g. 0.3 -> 1 and 0 -> 1 for a segment appearing.
    case scaleFade(fromScale: Double, toScale: Double, fromOpacity: Double, toOpacity: Double)
    /// Plain cross-fade with no motion (reduce motion).
    case crossFade
}
