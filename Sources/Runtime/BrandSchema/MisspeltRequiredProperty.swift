import Spelling

extension [SchemaViolation] {
    /// One typo is one finding: a required property that is missing and an unknown property
    /// of the same object spelt like it (`toolSolt` where `toolSlot` is required) become the
    /// unknown property's violation, at the typo, naming both, with the did-you-mean.
    ///
    /// The unknown properties are grouped by their object once; each missing property then
    /// looks only among its own object's, so this stays linear in the violations for a
    /// schema's fixed number of required names.
    func mergingMisspeltRequired() -> [SchemaViolation] {
        guard contains(where: { $0.missingProperty != nil }) else { return self }
        var unknownByObject: [String: [Int]] = [:]
        for index in indices where self[index].keyword == "additionalProperties" && self[index].unknownProperty != nil {
            let path = self[index].instancePath
            let object = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
            unknownByObject[object, default: []].append(index)
        }
        guard !unknownByObject.isEmpty else { return self }
        var merged = self
        var dropped: [Bool]?
        /// The unknown property each missing one (`object` and name) merged into.
        var typos: [String: [String: Int]] = [:]
        for index in indices {
            guard self[index].keyword == "required", let missing = self[index].missingProperty,
                  let candidates = unknownByObject[self[index].instancePath] else { continue }
            let object = self[index].instancePath
            if typos[object]?[missing] == nil {
                guard let typo = Self.typo(for: missing, among: candidates, in: merged) else { continue }
                typos[object, default: [:]][missing] = typo
                merged[typo].merge(missing: missing)
            }
            // A name several subschemas require is missing once per subschema: each goes.
            if dropped == nil { dropped = [Bool](repeating: false, count: count) }
            dropped![index] = true
        }
        guard let dropped else { return self }
        return merged.indices.filter { !dropped[$0] }.map { merged[$0] }
    }

    /// The unknown property that is a misspelling of `missing`: the one whose own suggestion it
    /// is, else the one spelt nearest to it. One already merged with another name is not taken.
    private static func typo(for missing: String, among candidates: [Int], in violations: [SchemaViolation]) -> Int? {
        let free = candidates.filter { violations[$0].missingProperty == nil }
        if let suggested = free.first(where: { violations[$0].unknownProperty?.suggestion == missing }) { return suggested }
        let names = free.compactMap { violations[$0].unknownProperty?.name }
        guard let nearest = SpellingSuggestion.didYouMean(missing, among: names) else { return nil }
        return free.first { violations[$0].unknownProperty?.name == nearest }
    }
}

extension SchemaViolation {
    /// Makes this unknown property's violation say that it stands for required `missing`.
    fileprivate mutating func merge(missing: String) {
        guard var unknown = unknownProperty else { return }
        message = "unknown property \"\(unknown.name)\"; required property \"\(missing)\" is missing"
        hint = "did you mean `\(missing)`?"
        missingProperty = missing
        if unknown.suggestion != missing {
            // Renaming onto a name that is missing cannot collide; another name as close makes it a guess.
            unknown.isUnambiguous = unknown.suggestion == nil
            unknown.equallyClose = [missing] + unknown.equallyClose
            unknown.suggestion = missing
            // A missing name is nowhere in the mapping.
            unknown.suggestionMark = nil
            unknownProperty = unknown
        }
    }
}
