import BrandModel

/// The profile's flags as every generated evaluator holds them (Swift, Kotlin, TypeScript):
/// each set sorted so the output is stable, version comparators as numbers, and the typed
/// accessor name of every flag the generated code offers. Each writer only spells them.
struct GeneratedFlagTable {
    struct Rule {
        var market: [String]?
        var locale: [String]?
        var platform: [String]?
        var appVersion: [(operation: String, major: Int, minor: Int, patch: Int)]?
        var user: [(name: String, values: [String])]
        var outcome: FlagRule.Outcome
    }

    var definitions: [(name: String, defaultValue: Bool, rules: [Rule])]
    /// The engine's flags, then the profile's others, each with its accessor's name.
    var accessors: [(flag: String, identifier: String)]

    init(_ flags: FeatureFlags, accessorKind: String) throws(GenerationError) {
        definitions = flags.definitions.map { name, definition in
            (name, definition.defaultValue, definition.rules.map { rule in
                let conditions = rule.conditions
                return Rule(
                    market: conditions.markets?.sorted(), locale: conditions.locales?.sorted().map(\.description),
                    platform: conditions.platforms?.map(\.rawValue).sorted(),
                    appVersion: conditions.appVersion?.comparators.map {
                        ($0.operation.rawValue, $0.version.major, $0.version.minor, $0.version.patch)
                    },
                    user: conditions.user.map { ($0.name, $0.values.sorted()) }, outcome: rule.outcome)
            })
        }
        var identifiers = IdentifierSet(kind: accessorKind)
        var accessors: [(flag: String, identifier: String)] = []
        for name in FeatureFlag.allCases.map(\.rawValue) + flags.unknownNames {
            let identifier = NameStyle.lowerCamel(name)
            try identifiers.claim(identifier, for: "flag \(name)")
            accessors.append((name, identifier))
        }
        self.accessors = accessors
    }
}
