import BrandModel

/// One line per problem, `path:line:column: severity: message [rule]`, with the hint on
/// an indented line below (editors ignore it; people read it).
public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.description + "\n" }.joined()
    }

    /// At most this many appearances or locales are named in a `checked in … without` line.
    static let leftOutNamesShown = 10

    /// The summary's lines for one file: `skipped in FILE: rule, rule (they read appBar.toolSlot,
    /// which has errors)` for the rules its errors kept from running, and `checked in FILE
    /// without dark, darkHighContrast (their colours have errors): rule, rule` for the rules
    /// that ran without the appearances or locales that have errors of their own.
    public static func summaries(of skipped: BrandLinter.SkippedRules) -> [String] {
        var lines: [String] = []
        let file = DisplayText.escaped(skipped.file)
        if !skipped.rules.isEmpty {
            let rules = skipped.rules.joined(separator: ", ")
            if skipped.paths.isEmpty {
                lines.append("skipped in \(file): every rule (the profile could not be read or merged)")
            } else {
                let paths = skipped.paths.map(\.rawValue).joined(separator: ", ")
                let verb = skipped.paths.count == 1 ? "has" : "have"
                lines.append("skipped in \(file): \(rules) (\(skipped.rules.count == 1 ? "it reads" : "they read") \(paths), which \(verb) errors)")
            }
        }
        for part in skipped.leftOut {
            // Locales are keys the profile writes: escaped, and a hostile file's thousands
            // of them cut to the first few.
            let shown = part.names.prefix(Self.leftOutNamesShown).map(DisplayText.escaped)
            let more = part.names.count - shown.count
            let names = shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
            let what = part.path == .strings ? "strings" : "colours"
            let whose = part.names.count == 1 ? "its \(what) have" : "their \(what) have"
            lines.append("checked in \(file) without \(names) (\(whose) errors): \(part.rules.joined(separator: ", "))")
        }
        return lines
    }
}
