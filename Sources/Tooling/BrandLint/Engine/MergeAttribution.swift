import BrandModel
import ProfileLoading
import YAMLNode

/// Decides whose problem a finding located in a base is.
///
/// A brand's load checks the profile merged over its bases, so some findings sit in a base
/// file: a contrast pair the base declares over colours the brand chose, a mapping the base
/// writes that the brand's overrides leave incomplete. Those are the brand's problems, and
/// each is reported once, at the brand's own `extends` line, naming the brand, with the
/// base's place as a related location. A finding that every brand reading the base reports
/// identically (at least two of them) is the base's own, and stays in the base, once.
package enum MergeAttribution {
    /// What one brand's load found, with what it takes to move a finding to its file.
    public struct Brand: Sendable {
        public var path: String
        public var id: String
        public var bases: [String]
        public var extendsMark: Mark?
        public var diagnostics: [Diagnostic]

        public init(_ load: ProfileLoad, diagnostics: [Diagnostic]) {
            path = load.path
            id = load.id
            bases = load.bases
            extendsMark = load.extendsMark
            self.diagnostics = diagnostics
        }

        /// `diagnostic`, located in one of this brand's bases, moved to the brand's `extends`.
        func attributing(_ diagnostic: Diagnostic) -> Diagnostic {
            guard let mark = extendsMark else { return diagnostic }
            let base = ProfileCheck.profileName(forPath: diagnostic.file)
            var moved = diagnostic
            moved.file = path
            moved.line = mark.line
            moved.column = mark.column
            moved.message = "\(diagnostic.message) (brand \(id), through base \(base))"
            moved.related = [
                Diagnostic.RelatedLocation(
                    file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                    message: "base \(base) shows it here, merged with brand \(id)")
            ] + diagnostic.related
            return moved
        }
    }

    /// Every brand's findings, those located in a base and caused by the brand moved to the
    /// brand. `baseOwn` are the bases' findings checked on their own: those stay where they are.
    public static func attribute(_ brands: consuming [Brand], baseOwn: Set<Diagnostic> = []) -> [Diagnostic] {
        // Nothing sits in a base: no table of the bases is needed (a chain can be 100,000
        // bases deep, and its brand, as here, clean).
        if !brands.contains(where: { brand in brand.diagnostics.contains { $0.file != brand.path } }) {
            if brands.count == 1 { return brands[0].diagnostics }
            return brands.flatMap(\.diagnostics)
        }
        var readers: [String: Int] = [:]
        var reporters: [Diagnostic: Int] = [:]
        // Each brand's bases as a set: a chain can be thousands of bases deep.
        let baseSets = brands.map { Set($0.bases) }
        for (brand, bases) in zip(brands, baseSets) {
            for base in bases { readers[base, default: 0] += 1 }
            // Only what sits in a base is hashed whole: a brand's own findings can number
            // hundreds of thousands (one per unknown flag in a hostile file).
            for diagnostic in Set(brand.diagnostics.lazy.filter { $0.file != brand.path && bases.contains($0.file) }) {
                reporters[diagnostic, default: 0] += 1
            }
        }
        // Each brand's list is taken out of `brands` and changed in place, then handed on
        // whole (one brand) or appended: a hostile file's 500,000 findings are not copied
        // into a second list beside the first.
        var output: [Diagnostic] = []
        output.reserveCapacity(brands.count > 1 ? brands.reduce(0) { $0 + $1.diagnostics.count } : 0)
        for index in brands.indices {
            var diagnostics: [Diagnostic] = []
            swap(&diagnostics, &brands[index].diagnostics)
            let brand = brands[index]
            let bases = baseSets[index]
            for position in diagnostics.indices {
                let diagnostic = diagnostics[position]
                guard diagnostic.file != brand.path, bases.contains(diagnostic.file), !baseOwn.contains(diagnostic) else { continue }
                let count = reporters[diagnostic] ?? 0
                if !(count >= 2 && count == readers[diagnostic.file]) { diagnostics[position] = brand.attributing(diagnostic) }
            }
            if brands.count == 1 { return diagnostics }
            output += diagnostics
        }
        return output
    }
}

extension CatalogLoad {
    /// Every problem, sorted by file and position, each once: a base's problem a brand causes
    /// at the brand (``MergeAttribution``).
    public var diagnostics: [Diagnostic] {
        let attributed = MergeAttribution.attribute(
            brands.map { MergeAttribution.Brand($0, diagnostics: $0.diagnostics) }, baseOwn: Set(bases.flatMap(\.diagnostics)))
        return (folderDiagnostics + attributed + bases.flatMap(\.diagnostics)).normalized()
    }
}
