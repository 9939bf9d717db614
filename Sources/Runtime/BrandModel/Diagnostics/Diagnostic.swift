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
        /// candidate): an editor offers every replacement, `--fix` applies only safe ones,
        /// and says for the others why not: `unsafeBecause`, when the finding knows.
        case replace(original: String, replacement: String, isSafe: Bool, unsafeBecause: String? = nil)
        /// In the mapping that starts at the diagnostic's position, a copy of the entry
        /// `source` under each of `keys`, marked with `note` as a comment (a plural form
        /// copied from `other`, to be translated). Always safe: it adds what was missing.
        case copyEntry(source: String, keys: [String], note: String)

        /// True when `brandlint --fix` may apply it.
        public var isSafe: Bool {
            switch self {
            case .replace(_, _, let isSafe, _): isSafe
            case .copyEntry: true
            }
        }
    }

    /// An error of a loading check about a file as a whole (reported at its first line).
    public init(file: String, check: LoadingCheck, message: String, hint: String? = nil) {
        self.init(file: file, line: 1, column: 1, severity: .error, rule: check.rawValue, message: message, hint: hint)
    }

    /// `path:line:column: error: message [rule]`, the form Xcode, VS Code and vim read.
    ///
    /// Every part a profile's author controls goes through ``DisplayText/escaped(_:)``: the
    /// text is one line per problem (plus the hint's), with no control character raw.
    public var description: String {
        var text = "\(DisplayText.escaped(file)):\(line):\(column): \(severity.rawValue): \(DisplayText.escaped(message)) [\(DisplayText.escaped(rule))]"
        if let hint { text += "\n    hint: \(DisplayText.escaped(hint))" }
        // The form compilers use for notes, so editors make the base's place clickable too.
        for place in related {
            text += "\n\(DisplayText.escaped(place.file)):\(place.line):\(place.column): note: \(DisplayText.escaped(place.message))"
        }
        return text
    }

    /// Diagnostics of one rule listed per file before the rest are summarised
    /// (``Swift/Array/summarizingRepeats(limit:)``).
    public static let repeatLimit = 100

    /// Did-you-mean searches a rule makes in one file: ten times what is listed
    /// (``repeatLimit``), so that suppressions can silence many of those and the ones shown
    /// still carry their suggestion. Past it the hint is one that needs no search: a hostile
    /// file of 400,000 unknown flags would otherwise search 400,000 times to show 100.
    public static let suggestionLimit = 10 * repeatLimit

    /// A place in a file: what stands for a finding whose texts were never made (a rule's
    /// findings past what a summary lists, ``Swift/Array/settlesDeferred(_:rule:inFile:limit:isProtected:omitted:)``).
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// Line before column in one number, so that positions sort as marks do; nil past 32 bits.
        package var sortKey: UInt64? {
            guard let line = UInt32(exactly: line), let column = UInt32(exactly: column) else { return nil }
            return UInt64(line) << 32 | UInt64(column)
        }
    }

    /// `99990` -> `99,990`.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    /// Sorts by file, then position, then rule, so output is stable.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}
