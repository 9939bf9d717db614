/// Profile font weights (`regular` ... `heavy`) on the CSS/OpenType 1-1000 scale, which
/// DTCG, CSS and Compose's `FontWeight(Int)` share.
enum FontWeightScale {
    static func numeric(_ weight: String) -> Int {
        switch weight {
        case "thin": 100
        case "ultraLight", "extraLight": 200
        case "light": 300
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        case "heavy", "extraBold": 800
        case "black": 900
        default: 400
        }
    }
}
