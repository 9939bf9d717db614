import BrandModel

/// How the report writes a flag's parts: conditions as a profile writes them
/// (`market: AU, user: { staff: "true" }`), a short form for a matrix cell (`25% AU ios`),
/// and a rule's outcome.
public enum FlagText {
    /// The conditions in the profile's syntax, keys in the order `when` declares them;
    /// `every context` when there are none.
    public static func conditions(_ conditions: FlagConditions) -> String {
        var parts: [String] = []
        func list(_ key: FlagConditionKey, _ values: [String]?) {
            guard let values else { return }
            parts.append("\(key.rawValue): \(flow(values))")
        }
        list(.market, conditions.markets?.sorted())
        list(.locale, conditions.locales?.sorted().map(\.description))
        list(.platform, conditions.platforms?.map(\.rawValue).sorted())
        if let range = conditions.appVersion { parts.append("\(FlagConditionKey.appVersion.rawValue): \"\(range)\"") }
        if !conditions.user.isEmpty {
            let attributes = conditions.user.map { "\($0.name): \(flow($0.values.sorted(), quoted: true))" }
            parts.append("\(FlagConditionKey.user.rawValue): { \(attributes.joined(separator: ", ")) }")
        }
        return parts.isEmpty ? "every context" : parts.joined(separator: ", ")
    }

    /// The conditions' values alone, for a cell and a change's subject: `AU ios >=7.4.0 staff=true`.
    public static func shortConditions(_ conditions: FlagConditions) -> String {
        var words: [String] = []
        words += conditions.markets?.sorted() ?? []
        words += conditions.locales?.sorted().map(\.description) ?? []
        words += conditions.platforms?.map(\.rawValue).sorted() ?? []
        if let range = conditions.appVersion { words.append(range.description) }
        for attribute in conditions.user { words.append("\(attribute.name)=\(attribute.values.sorted().joined(separator: "|"))") }
        return words.joined(separator: " ")
    }

    /// A matrix cell: `on`, `off`, or the rules in short (`staff=true on; 25% AU ios; else off`).
    public static func cell(_ definition: FlagDefinition) -> String {
        guard !definition.isPlain else { return onOff(definition.defaultValue) }
        let rules = definition.rules.map { rule -> String in
            let conditions = shortConditions(rule.conditions)
            switch rule.outcome {
            case .value(let value): return conditions.isEmpty ? onOff(value) : "\(conditions) \(onOff(value))"
            case .rollout(let rollout): return conditions.isEmpty ? "\(rollout.percentText)%" : "\(rollout.percentText)% \(conditions)"
            }
        }
        return (rules + ["else \(onOff(definition.defaultValue))"]).joined(separator: "; ")
    }

    /// A rule's outcome: `on`, `off`, `25% of users by userId (salt s)`.
    public static func outcome(_ outcome: FlagRule.Outcome) -> String {
        switch outcome {
        case .value(let value): onOff(value)
        case .rollout(let rollout): "\(rollout.percentText)% of users by \(rollout.bucketBy) (salt \(rollout.salt))"
        }
    }

    /// `2,500`.
    static func thousands(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

    private static func flow(_ values: [String], quoted: Bool = false) -> String {
        let written = values.map { quoted || needsQuotes($0) ? "\"\($0)\"" : $0 }
        return written.count == 1 ? written[0] : "[\(written.joined(separator: ", "))]"
    }

    /// Whether YAML would read `text` as something other than a string unquoted.
    private static func needsQuotes(_ text: String) -> Bool {
        ["true", "false", "yes", "no", "null", "~", ""].contains(text.lowercased()) || Double(text) != nil
    }
}
