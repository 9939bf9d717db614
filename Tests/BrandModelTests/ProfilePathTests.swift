import BrandModel
import ProfileLoading
import TestSupport
import Testing

/// Which parts of a profile an error breaks: the finest part holding it and every part
/// under it, so a rule waits only for the keys it reads.
@Suite("Profile paths an error breaks")
struct ProfilePathTests {
    @Test("an error breaks the finest part holding it and the parts under it", arguments: [
        ([], Set(ProfilePath.allCases)),
        (["appBar"], ProfilePath.appBar),
        (["appBar", "toolSlot", "observeBalance"], [.appBarToolSlot]),
        (["appBar", "potIcon"], [.appBarPotIcon]),
        (["betslip"], [.oddsBoost, .oddsBoostTiers]),
        (["betslip", "oddsBoost"], [.oddsBoost, .oddsBoostTiers]),
        (["betslip", "oddsBoost", "tiers", "0", "percent"], [.oddsBoostTiers]),
        (["theme"], ProfilePath.theme),
        (["theme", "spacing", "appBar.padding"], [.themeSpacing]),
        (["theme", "colours"], []),
        (["strings", "nb-NO", "appBar.betslip"], [.strings]),
        (["name"], [.identity]),
        (["colour"], []),
    ] as [([String], Set<ProfilePath>)])
    func brokenParts(path: [String], expected: Set<ProfilePath>) {
        #expect(ProfilePath.broken(byErrorAt: path) == expected)
    }

    /// What the loader marks broken in a profile: a misspelt key stands for the key it
    /// misses (a misspelt `percent` leaves odds boost on, its ladder broken), a missing
    /// required key breaks its own part, and a reference loop breaks its token group.
    @Test("the loader marks the parts its errors lie in broken", arguments: [
        ("betslip: { oddsBoost: { tiers: [{ minSelections: 2, percnt: 10 }] } }", [ProfilePath.oddsBoostTiers]),
        ("appBar: { signedOut: [search], signedIn: [search], pendingBetsLabel: myBets, toolSlot: { kind: none, handler: none, observeBalance: 5 } }",
         [.appBarToolSlot]),
        ("theme: { spacing: { a: \"{spacing.b}\", b: \"{spacing.a}\" } }", [.themeSpacing]),
        ("theme: { colors: { brand.primary: \"{colors.brand.nowhere}\" } }", [.themeColors]),
        ("cache: { ttl: soon }", [.cache]),
    ] as [(String, Set<ProfilePath>)])
    func loadedParts(fragment: String, expected: Set<ProfilePath>) throws {
        let profile = """
            schema: 1
            id: one
            name: One
            locales: [en-GB]
            currency: GBP
            appBar: { signedOut: [search], signedIn: [search], pendingBetsLabel: myBets, toolSlot: { kind: none, handler: none } }
            flags: { betslip-native: true }
            theme: { colors: { brand.primary: "#0B2341" } }
            strings: { en-GB: { appBar.search: Search } }
            \(fragment)

            """
        // The fragment's top-level key replaces the one above it: the last key of a mapping
        // cannot be written twice, so the base part is dropped by name.
        let top = String(fragment.prefix { $0 != ":" })
        let written = profile.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(top + ":") || $0 == Substring(fragment) }.joined(separator: "\n")
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(["/b/one.yaml": written]), formats: .yamlAndJSON)
        let load = loader.loadBrand(at: "/b/one.yaml")
        #expect(load.partial?.brokenPaths == expected, "\(load.diagnostics)")
    }
}
