import BrandModel
import YAMLNode

/// Each flag's `rules` nodes, by flag name, read once per check: a rule that looked each flag
/// up by name in the `flags` mapping would scan the mapping once per flag, quadratic in the
/// flags (the hostile corpus's `cost/unknown-flags`).
struct FlagRuleNodes {
    private let byName: [String: [Node]]

    init(_ flags: Node.Mapping) {
        var byName: [String: [Node]] = [:]
        byName.reserveCapacity(flags.count)
        // The first entry of a key wins, as `Node.Mapping`'s subscript reads it.
        for entry in flags.entries where byName[entry.key] == nil {
            byName[entry.key] = entry.value[FlagKey.rules.rawValue]?.sequence ?? []
        }
        self.byName = byName
    }

    /// The rule nodes of flag `name`, in the profile's order; empty where it has none.
    subscript(flag name: String) -> [Node] {
        byName[name] ?? []
    }
}
