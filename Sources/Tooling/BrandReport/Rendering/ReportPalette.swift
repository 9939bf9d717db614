import BrandModel

/// The report's own colours. Every text/background pair here reaches WCAG AA, and the
/// tests measure them, so the report is as readable as it asks brands to be.
package enum ReportPalette {
    /// A CSS custom property and its colour.
    package struct Swatch: Sendable {
        package var name: String
        package var hex: String
    }

    package static let colors: [Swatch] = [
        Swatch(name: "text", hex: "#1A1A1A"),
        Swatch(name: "muted", hex: "#4D4D4D"),
        Swatch(name: "background", hex: "#FFFFFF"),
        Swatch(name: "rule", hex: "#B3B3B3"),
        Swatch(name: "header", hex: "#F0F0F0"),
        Swatch(name: "link", hex: "#0B57D0"),
        Swatch(name: "positive", hex: "#0B6B2C"),
        Swatch(name: "positive-background", hex: "#E6F4EA"),
        Swatch(name: "negative", hex: "#A3121B"),
        Swatch(name: "negative-background", hex: "#FCE8E8"),
    ]

    /// Text colour over background colour, as the stylesheet combines them.
    package static let textPairs: [(text: String, background: String)] = [
        ("text", "background"), ("muted", "background"), ("link", "background"),
        ("text", "header"), ("muted", "header"), ("link", "header"),
        ("positive", "positive-background"), ("negative", "negative-background"),
    ]

    package static func color(_ name: String) -> RGBA? {
        colors.first { $0.name == name }.flatMap { RGBA(hex: $0.hex) }
    }

    /// `:root { --text: #1A1A1A; ... }`.
    static var customProperties: String {
        ":root{" + colors.map { "--\($0.name):\($0.hex)" }.joined(separator: ";") + "}"
    }
}
