import BrandModel
import BrandPublishing
import BrandRuntime
@testable import BrandGen
import YAMLNode

/// What the TypeScript runtime reads for a brand made or changed in a test: its document with
/// the test's changes written in (the runtime reads the envelope, never the Swift profile), and
/// the envelope brandgen writes for it.
enum EnvelopeDocument {
    /// The envelope of `source`'s document, as `brandgen --platform json` writes it.
    static func envelope(_ source: BrandSource) -> [UInt8] {
        RuntimeProfileFormat.envelopeJSON(for: source.document, sources: nil).bytes
    }

    /// `node` with the value at `path` replaced (or added at the end of its mapping).
    static func setting(_ path: ArraySlice<String>, in node: Node, to value: Node) -> Node {
        guard let key = path.first else { return value }
        var entries = node.mapping?.entries ?? []
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = setting(path.dropFirst(), in: entries[index].value, to: value)
        } else {
            entries.append(Node.Mapping.Entry(key: key, keyMark: .start, value: setting(path.dropFirst(), in: Node.object([]), to: value)))
        }
        return Node(.mapping(Node.Mapping(entries)))
    }

    static func setting(_ path: [String], in node: Node, to value: Node) -> Node {
        setting(path[...], in: node, to: value)
    }

    /// Flags as a profile writes them: `true`/`false` without rules, else `{ default, rules }`.
    static func flags(_ flags: FeatureFlags) -> Node {
        Node.object(flags.definitions.map { name, definition in
            guard !definition.rules.isEmpty else { return (name, Node(.bool(definition.defaultValue))) }
            return (name, Node.object([
                ("default", Node(.bool(definition.defaultValue))),
                ("rules", Node.array(definition.rules.map(rule))),
            ]))
        })
    }

    private static func rule(_ rule: FlagRule) -> Node {
        var when: [(String, Node)] = []
        let conditions = rule.conditions
        func list(_ values: some Sequence<String>) -> Node { Node.array(values.sorted().map { Node(.string($0)) }) }
        if let markets = conditions.markets { when.append(("market", list(markets))) }
        if let locales = conditions.locales { when.append(("locale", list(locales.map(\.description)))) }
        if let platforms = conditions.platforms { when.append(("platform", list(platforms.map(\.rawValue)))) }
        if let range = conditions.appVersion { when.append(("appVersion", Node(.string(range.description)))) }
        if !conditions.user.isEmpty { when.append(("user", Node.object(conditions.user.map { ($0.name, list($0.values)) }))) }
        var fields: [(String, Node)] = [("when", Node.object(when))]
        switch rule.outcome {
        case .value(let value):
            fields.append(("value", Node(.bool(value))))
        case .rollout(let rollout):
            fields.append(("rollout", Node.object([
                ("percent", Node.number(Double(rollout.basisPoints) / 100)),
                ("by", Node(.string(rollout.bucketBy))),
                ("salt", Node(.string(rollout.salt))),
            ])))
        }
        return Node.object(fields)
    }
}
