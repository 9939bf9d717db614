/// The timing curve of a segment animation, in renderer-neutral terms.
///
/// Following the animation audit: springs for things that appear, disappear or move;
/// easing for property changes such as a colour.
public enum AnimationCurve: Sendable, Hashable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A spring with SwiftUI's `response` (seconds) and `dampingFraction`.
    case spring(response: Double, dampingFraction: Double)
}
