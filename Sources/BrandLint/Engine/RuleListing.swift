/// `brandlint --list-rules`: every rule id with its severity and what it checks.
public enum RuleListing {
    public static func render() -> String {
        var output = "Rules (semantic checks of a loaded profile):\n"
        let width = (RuleRegistry.rules.map(\.description.id) + RuleRegistry.loadingChecks.map(\.id)).map(\.count).max() ?? 0
        for rule in RuleRegistry.rules {
            let description = rule.description
            output += "  \(pad(description.id, width))  \(pad(description.severity.rawValue, 7))  \(description.summary)\n"
        }
        output += "\nLoading checks (made before the rules; a file that fails them is not linted further):\n"
        for check in RuleRegistry.loadingChecks {
            output += "  \(pad(check.id, width))  \(pad("error", 7))  \(check.summary)\n"
        }
        return output
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
