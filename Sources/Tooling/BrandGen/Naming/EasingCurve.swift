/// The cubic-bezier control points `[x1, y1, x2, y2]` of the profile's easing names: CSS's
/// curves (CSS Easing Functions Level 1), which are SwiftUI's too. DTCG's `cubicBezier` tokens
/// and React Native's `Easing.bezier(...)` take them as they are.
enum EasingCurve {
    /// The easing names, in the order a reader tries them.
    static let names = ["linear", "easeIn", "easeOut", "easeInOut"]

    /// The name whose control points are `points`; nil for any other curve.
    static func name(of points: [Double]) -> String? {
        names.first { controlPoints(of: $0) == points }
    }

    static func controlPoints(of easing: String) -> [Double]? {
        switch easing {
        case "linear": [0, 0, 1, 1]
        case "easeIn": [0.42, 0, 1, 1]
        case "easeOut": [0, 0, 0.58, 1]
        case "easeInOut": [0.42, 0, 0.58, 1]
        default: nil
        }
    }
}
