import BrandModel

/// brandlint's checks of its own configuration (`.brandlint.yml`) and of inline
/// `# brandlint:` comments and baselines: the one declaration of their rule ids. Like loading checks,
/// none can be turned off.
public enum ConfigurationCheck: String, CaseIterable, Sendable {
    case configUnknownKey = "config-unknown-key"
    case configUnknownRule = "config-unknown-rule"
    case configInvalidValue = "config-invalid-value"
    case suppressionUnknownRule = "suppression-unknown-rule"
    case suppressionInvalid = "suppression-invalid"
    case suppressionUnused = "suppression-unused"
    case baselineStale = "baseline-stale"

    public var summary: String {
        switch self {
        case .configUnknownKey: "`.brandlint.yml` uses only `disabled_rules` and `rules` (and `severity` under a rule)."
        case .configUnknownRule: "Every rule id in `.brandlint.yml` names a semantic rule (with a did-you-mean)."
        case .configInvalidValue: "Severities are warning, error or off; loading checks cannot be configured."
        case .suppressionUnknownRule: "Every rule id in a `# brandlint:disable-...` comment names a semantic rule."
        case .suppressionInvalid:
            "A `# brandlint:` comment is `disable-line` or `disable-next-line` with rule ids; loading checks cannot be suppressed."
        case .suppressionUnused: "A suppression that silenced nothing (a warning: it fails only under --strict)."
        case .baselineStale: "Under --strict with --baseline: an entry of the baseline that no finding matches any more (a warning)."
        }
    }

    /// An unused suppression and a stale baseline entry are warnings (they fail only under
    /// `--strict`); the rest are errors.
    public var severity: Diagnostic.Severity { self == .suppressionUnused || self == .baselineStale ? .warning : .error }
}
