/// `brandlint --list-rules`: every rule id with its severity and what it checks.
public enum RuleListing {
    public static func render() -> String {
        var output = "Rules (semantic checks of a loaded profile):\n"
        let ids = RuleRegistry.rules.map(\.description.id) + RuleRegistry.folderChecks.map(\.id)
            + (RuleRegistry.loadingChecks + RuleRegistry.configurationChecks).map(\.id)
        let width = ids.map(\.count).max() ?? 0
        for rule in RuleRegistry.rules {
            let description = rule.description
            let reads = description.reads.sorted().map(\.rawValue).joined(separator: ", ")
            output += "  \(pad(description.id, width))  \(pad(description.severity.rawValue, 7))  \(description.summary) (reads \(reads))\n"
        }
        output += "\nFolder checks (of a brands folder as a whole, after its brands load):\n"
        for check in RuleRegistry.folderChecks {
            output += "  \(pad(check.id, width))  \(pad(check.severity.rawValue, 7))  \(check.summary)\n"
        }
        output += "\nLoading checks (made before the rules; a rule that reads a key with errors is skipped, the others run):\n"
        for check in RuleRegistry.loadingChecks {
            output += "  \(pad(check.id, width))  \(pad("error", 7))  \(check.summary)\n"
        }
        output += "\nConfiguration checks (.brandlint.yml and # brandlint: comments; these cannot be turned off either):\n"
        for check in ConfigurationCheck.allCases {
            output += "  \(pad(check.rawValue, width))  \(pad(check.severity.rawValue, 7))  \(check.summary)\n"
        }
        return output
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
