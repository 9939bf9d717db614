import BrandSchema
import YAMLNode

extension LoadSession {
    /// An unknown property's did-you-mean as an edit of its key, with the reason it is not
    /// safe when it is not: the name is as close to another, or the mapping `document` (the
    /// brand merged over its bases) already sets it, here or in a base.
    func fix(for violation: SchemaViolation, in document: Node) -> Diagnostic.Fix? {
        guard let unknown = violation.unknownProperty, let suggestion = unknown.suggestion else { return nil }
        var existing: String?
        if !unknown.isUnambiguous {
            let parent = ViolationAdvice.pathComponents(violation.instancePath).dropLast()
            if let mark = document.keyMark(at: Array(parent) + [suggestion]) {
                existing = "\(sources.path(of: mark)):\(mark.line):\(mark.column)"
            }
        }
        let fix = Diagnostic.Fix.rename(unknown.name, to: suggestion, candidates: unknown.equallyClose, existing: existing)
        guard !unknown.isUnambiguous, fix.isSafe else { return fix }
        // The evaluator saw a reason this lookup did not: the edit stays unsafe.
        return .replace(original: unknown.name, replacement: suggestion, isSafe: false,
                        unsafeBecause: "renaming `\(unknown.name)` could give the mapping `\(suggestion)` twice")
    }
}
