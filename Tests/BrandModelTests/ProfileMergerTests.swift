import BrandModel
import ProfileLoading
import Testing
import YAMLNode

/// `ProfileMerger` finds each base key's match by a scan (a few overriding keys) or by a
/// table (many); both must give the documented merge: the overriding keys in their order
/// (mappings deep-merged, anything else replaced), then the keys only the base has, in the
/// base's order.
@Suite struct ProfileMergerTests {
    /// Pairs of (overriding keys, base keys) either side of the scan limit of 16.
    @Test(arguments: [(3, 4), (3, 40), (40, 3), (40, 50), (16, 17), (17, 16), (1_000, 2)])
    func mergesLikeTheDefinition(overrideCount: Int, baseCount: Int) {
        // Keys shared every third one; shared mappings merge, shared scalars are replaced.
        let overrideKeys = (0..<overrideCount).map { "k\($0 * 3)" }
        let baseKeys = (0..<baseCount).reversed().map { "k\($0 * 2)" }
        let override = Node.object(overrideKeys.map { key in
            (key, key.hasSuffix("0") ? .object([("own", .string("override \(key)"))]) : .string("override \(key)"))
        })
        let base = Node.object(baseKeys.map { key in
            (key, key.hasSuffix("0") ? .object([("own", .string("base \(key)")), ("inherited", .string("base \(key)"))]) : .string("base \(key)"))
        })

        let merged = ProfileMerger.merge(base: base, override: override)

        let baseOnly = baseKeys.filter { !overrideKeys.contains($0) }
        #expect(merged.mapping?.keys == overrideKeys + baseOnly)
        for key in overrideKeys {
            let expected: Node = switch (key.hasSuffix("0"), baseKeys.contains(key)) {
            case (true, true): .object([("own", .string("override \(key)")), ("inherited", .string("base \(key)"))])
            case (true, false): .object([("own", .string("override \(key)"))])
            case (false, _): .string("override \(key)")
            }
            #expect(merged[key] == expected, "\(key)")
        }
        for key in baseOnly {
            #expect(merged[key] == base[key], "\(key)")
        }
    }
}
