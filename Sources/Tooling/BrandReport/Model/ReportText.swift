import BrandModel
import Foundation
import Localization

/// How the report writes values: numbers without trailing zeros, durations, ratios, plural
/// forms. Locale-independent, so output is the same on every machine.
package enum ReportText {
    /// `14`, `0.35`, `2` — at most three decimals, no trailing zeros.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A theme group's heading: `Colours`, `Typography`, `Spacing`, `Animation presets`.
    package static func title(of group: ThemeGroup) -> String {
        switch group {
        case .colors: "Colours"
        case .typography: "Typography"
        case .spacing: "Spacing"
        case .animation: "Animation presets"
        }
    }

    /// A contrast ratio with two decimals: `4.52:1`.
    package static func ratio(_ value: Double) -> String {
        String(format: "%.2f:1", value)
    }

    /// `300 ms`, `2 s`, `1.5 s`.
    package static func duration(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        if milliseconds < 1000 { return number(milliseconds) + " ms" }
        return number(milliseconds / 1000) + " s"
    }

    /// `userTray` -> `user tray`, `pendingResultedBets` -> `pending resulted bets`.
    package static func words(fromCamelCase text: String) -> String {
        var result = ""
        for character in text {
            if character.isUppercase {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A message as one line: plain text, or plural forms in CLDR order (`one: …; other: …`).
    package static func message(_ message: LocalizedMessageText) -> String {
        switch message {
        case .text(let text):
            return text
        case .plural(let forms):
            return orderedForms(forms).map { "\($0.category): \($0.text)" }.joined(separator: "; ")
        }
    }

    /// Plural forms in CLDR category order (zero, one, two, few, many, other).
    package static func orderedForms(_ forms: [PluralCategory: String]) -> [(category: String, text: String)] {
        forms.keys.sorted().map { ($0.rawValue, forms[$0]!) }
    }

    /// `yes` / `no`.
    package static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

    /// An item as a person names it: `betslipCounter` -> `betslip counter`.
    package static func item(_ item: AppBarItem) -> String {
        words(fromCamelCase: item.rawValue)
    }

    /// `1 error`, `2 warnings`.
    package static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
