import BrandSchema

extension LoadSession {
    /// An unknown property's did-you-mean as an edit of its key, with the reason it is not
    /// safe when it is not: the name is as close to another, or the mapping (of the brand
    /// merged over its bases) already sets it, here or in a base.
    func fix(for violation: SchemaViolation) -> Diagnostic.Fix? {
        guard let unknown = violation.unknownProperty, let suggestion = unknown.suggestion else { return nil }
        let existing = unknown.suggestionMark.map { "\(sources.path(of: $0)):\($0.line):\($0.column)" }
        let fix = Diagnostic.Fix.rename(unknown.name, to: suggestion, candidates: unknown.equallyClose, existing: existing)
        guard !unknown.isUnambiguous, fix.isSafe else { return fix }
        // Unambiguous is the evaluator's word: a rename it doubts stays unsafe whatever the reason.
        return .replace(original: unknown.name, replacement: suggestion, isSafe: false,
                        unsafeBecause: "renaming `\(unknown.name)` could give the mapping `\(suggestion)` twice")
    }
}
