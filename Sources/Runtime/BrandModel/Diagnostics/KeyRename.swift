extension Diagnostic.Fix {
    /// A misspelt key renamed to its did-you-mean: safe when `suggestion` is the only name
    /// that close (`candidates`) and the mapping does not hold it yet. Otherwise the reason
    /// goes with it, for `brandlint --fix` to say why it left the key alone.
    ///
    /// - Parameter existing: where the mapping already sets `suggestion` (`file:line:column`),
    ///   here or in a base: renaming would then override that value, a change of meaning.
    public static func rename(_ name: String, to suggestion: String, candidates: [String], existing: String?) -> Diagnostic.Fix {
        let others = candidates.filter { $0 != suggestion }
        let reason: String? = if !others.isEmpty {
            "`\(name)` is as close to \((others.prefix(3)).map { "`\($0)`" }.joined(separator: ", ")) as to `\(suggestion)`: which was meant is a guess"
        } else if let existing {
            "`\(suggestion)` is already set, at \(existing): renaming `\(name)` would override that value"
        } else {
            nil
        }
        return .replace(original: name, replacement: suggestion, isSafe: reason == nil, unsafeBecause: reason)
    }
}
