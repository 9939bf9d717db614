import YAMLNode

/// One problem found in a profile, in the form editors and CI understand.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// The file, as the user named it (relative paths stay relative).
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// A stable id such as `schema-additional-properties` or `odds-boost-tiers`.
    public var rule: String
    public var message: String
    /// What to do about it ("did you mean `toolSlot`?"), when there is something to say.
    public var hint: String?
    /// Other places that explain the problem: for a problem a brand causes in the base it
    /// extends, where the base shows it.
    public var related: [RelatedLocation]
    /// The did-you-mean as an edit, when the hint names one: what an editor offers as a
    /// quick fix and, when ``Fix/isSafe``, what `brandlint --fix` applies.
    public var fix: Fix?

    /// A place in a file that a diagnostic refers to besides its own.
    public struct RelatedLocation: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        /// What is there (`inherited from base entain here`).
        public var message: String

        public init(file: String, line: Int, column: Int, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public init(
        file: String, line: Int, column: Int, severity: Severity, rule: String, message: String, hint: String? = nil,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.hint = hint
        self.related = related
        self.fix = fix
    }

    public init(
        file: String, mark: Mark, severity: Severity, rule: String, message: String, hint: String? = nil,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.init(
            file: file, line: mark.line, column: mark.column, severity: severity, rule: rule, message: message, hint: hint,
            related: related, fix: fix)
    }

    /// An edit that resolves a finding, located from the diagnostic's position. Edits go to
    /// the bytes they name only; a file is never re-emitted.
    public enum Fix: Sendable, Hashable {
        /// `original` becomes `replacement`: the first occurrence of `original` on the
        /// diagnostic's line at or after its column (after an opening quote, say). `isSafe`
        /// when it cannot change what the author meant (a key misspelt with exactly one
        /// candidate): an editor offers every replacement, `--fix` applies only safe ones.
        case replace(original: String, replacement: String, isSafe: Bool)
        /// In the mapping that starts at the diagnostic's position, a copy of the entry
        /// `source` under each of `keys`, marked with `note` as a comment (a plural form
        /// copied from `other`, to be translated). Always safe: it adds what was missing.
        case copyEntry(source: String, keys: [String], note: String)

        /// True when `brandlint --fix` may apply it.
        public var isSafe: Bool {
            switch self {
            case .replace(_, _, let isSafe): isSafe
            case .copyEntry: true
            }
        }
    }

    /// An error of a loading check about a file as a whole (reported at its first line).
    public init(file: String, check: LoadingCheck, message: String, hint: String? = nil) {
        self.init(file: file, line: 1, column: 1, severity: .error, rule: check.rawValue, message: message, hint: hint)
    }

    /// `path:line:column: error: message [rule]`, the form Xcode, VS Code and vim read.
    public var description: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
        if let hint { text += "\n    hint: \(hint)" }
        // The form compilers use for notes, so editors make the base's place clickable too.
        for place in related { text += "\n\(place.file):\(place.line):\(place.column): note: \(place.message)" }
        return text
    }

    /// Sorts by file, then position, then rule, so output is stable.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}

extension [Diagnostic] {
    /// Sorted by file and position, with exact repeats (a base's problem seen through
    /// every brand that extends it) dropped.
    public func normalized() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted(by: Diagnostic.ordered)
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
