import BrandModel
import Spelling
import YAMLNode
import YAMLReader

/// `.brandlint.yml` in a brands folder: semantic rules turned off or given another severity.
///
/// ```yaml
/// disabled_rules: [token-unused]
/// rules:
///   color-contrast: error            # or { severity: error }; warning | error | off
/// ```
///
/// Loading checks cannot be configured: a profile that fails one cannot be used at all.
/// Every problem of the file itself (an unknown key, an unknown rule id with a did-you-mean,
/// a bad severity) is a diagnostic at its line.
public struct LintConfiguration: Sendable, Equatable {
    public static let fileNames = [".brandlint.yml", ".brandlint.yaml"]
    static let keys = ["disabled_rules", "rules"]
    static let ruleKeys = ["severity"]

    /// What the configuration sets for a rule: another severity, or off.
    public enum Setting: Sendable, Equatable {
        case severity(Diagnostic.Severity)
        case off
    }

    /// By rule id.
    public var settings: [String: Setting] = [:]

    public init(settings: [String: Setting] = [:]) {
        self.settings = settings
    }

    public func isDisabled(_ rule: String) -> Bool { settings[rule] == .off }

    /// `diagnostics` without those of disabled rules, with changed severities applied.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !settings.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            switch settings[diagnostic.rule] {
            case nil: return diagnostic
            case .off: return nil
            case .severity(let severity):
                var changed = diagnostic
                changed.severity = severity
                return changed
            }
        }
    }

    /// The configuration of `folder` (nothing set when it has none), with the problems of its file.
    public static func load(
        inFolder folder: String, fileSystem: any ProfileFileSystem, limits: ParseLimits = .default
    ) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        guard let path = fileNames.lazy.map({ folder + "/" + $0 }).first(where: { fileSystem.fileExists(atPath: $0) }) else {
            return (LintConfiguration(), [])
        }
        var sources = SourceFiles()
        let source = sources.number(for: path)
        do {
            let bytes = try fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes)
            return parse(try YAMLParser(limits: limits, source: source).parse(bytes), sources: sources)
        } catch let error as YAMLError {
            return (LintConfiguration(), [sources.diagnostic(error)])
        } catch {
            return (LintConfiguration(), [Diagnostic(file: path, check: .fileUnreadable, message: "\(error)")])
        }
    }

    /// Reads a parsed configuration, reporting what it cannot use.
    static func parse(_ node: Node, sources: SourceFiles) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        var configuration = LintConfiguration()
        var diagnostics: [Diagnostic] = []
        func problem(_ mark: Mark, _ check: ConfigurationCheck, _ message: String, hint: String? = nil) {
            diagnostics.append(sources.diagnostic(at: mark, rule: check.rawValue, message: message, hint: hint))
        }
        /// The id if it names a configurable rule; a diagnostic otherwise.
        func ruleID(_ node: Node, at mark: Mark) -> String? {
            guard let id = node.string else {
                problem(mark, .configInvalidValue, "a rule id must be a string, found \(node.typeName)")
                return nil
            }
            if let refusal = RuleRegistry.refusal(of: id) {
                problem(mark, refusal.isUnknown ? .configUnknownRule : .configInvalidValue, refusal.message, hint: refusal.hint)
                return nil
            }
            return id
        }
        guard case .mapping(let root) = node.value else {
            if case .null = node.value { return (configuration, []) }
            problem(node.mark, .configInvalidValue, "the configuration must be a mapping, found \(node.typeName)",
                    hint: "write `disabled_rules: [rule-id]` or `rules: { rule-id: warning }`")
            return (configuration, diagnostics)
        }
        for entry in root.entries {
            switch entry.key {
            case "disabled_rules":
                let items: [Node]
                switch entry.value.value {
                case .sequence(let list): items = list
                case .null: items = []
                default: items = [entry.value]
                }
                for item in items {
                    if let id = ruleID(item, at: item.mark) { configuration.settings[id] = .off }
                }
            case "rules":
                guard case .mapping(let rules) = entry.value.value else {
                    if case .null = entry.value.value { continue }
                    problem(entry.value.mark, .configInvalidValue, "`rules` must be a mapping of rule ids, found \(entry.value.typeName)")
                    continue
                }
                for rule in rules.entries {
                    guard let id = ruleID(Node(.string(rule.key), mark: rule.keyMark), at: rule.keyMark) else { continue }
                    var value = rule.value
                    if case .mapping(let fields) = rule.value.value {
                        for field in fields.entries where !ruleKeys.contains(field.key) {
                            problem(field.keyMark, .configUnknownKey, "unknown key \"\(field.key)\" for rule \(id)",
                                    hint: "a rule takes `severity: warning|error|off`")
                        }
                        guard let severity = fields["severity"] else { continue }
                        value = severity
                    }
                    guard let setting = setting(value) else {
                        problem(value.mark, .configInvalidValue, "severity of \(id) must be warning, error or off",
                                hint: SpellingSuggestion.didYouMean(value.string ?? "", among: ["warning", "error", "off"]).map { "did you mean `\($0)`?" })
                        continue
                    }
                    configuration.settings[id] = setting
                }
            default:
                problem(entry.keyMark, .configUnknownKey, "unknown key \"\(entry.key)\" in the brandlint configuration",
                        hint: SpellingSuggestion.didYouMean(entry.key, among: keys).map { "did you mean `\($0)`?" } ?? "the keys are disabled_rules and rules")
            }
        }
        return (configuration, diagnostics)
    }

    private static func setting(_ node: Node) -> Setting? {
        // `off` is a string in YAML 1.2; a YAML 1.1 habit of writing `false` means the same.
        if node.bool == false { return .off }
        switch node.string {
        case "off": return .off
        case let text?: return Diagnostic.Severity(rawValue: text).map(Setting.severity)
        case nil: return nil
        }
    }
}
