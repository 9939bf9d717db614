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

    /// The profile's name of a weight on the scale: the nearest hundred's first name
    /// (`extraLight` and `extraBold` read back as `ultraLight` and `heavy`).
    static func name(of weight: Int) -> String {
        switch (weight + 50) / 100 {
        case ...1: "thin"
        case 2: "ultraLight"
        case 3: "light"
        case 4: "regular"
        case 5: "medium"
        case 6: "semibold"
        case 7: "bold"
        case 8: "heavy"
        default: "black"
        }
    }
}
