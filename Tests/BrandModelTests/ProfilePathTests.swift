import BrandModel
import ProfileLoading
import TestSupport
import Testing
import YAMLNode
import YAMLReader

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

    /// An error inside one appearance's layer or one locale's strings breaks only that
    /// appearance or locale; one in `theme.appearances` itself breaks the whole part.
    @Test("an appearance's or a locale's own error breaks only it", arguments: [
        ("theme: { colors: { brand.primary: \"#0B2341\" }, appearances: { dark: { colors: { brand.primary: \"{colors.nowhere}\" } } } }",
         BrokenParts(appearances: [.dark])),
        ("theme: { colors: { brand.primary: \"#0B2341\" }, appearances: { highContrast: { colors: { brand.primry: \"#000000\" } } } }",
         BrokenParts(appearances: [.highContrast])),
        ("theme: { colors: { brand.primary: \"#0B2341\" }, appearances: { darkHighContrast: { colors: { brand.primary: 12 } } } }",
         BrokenParts(appearances: [.darkHighContrast])),
        ("theme: { colors: { brand.primary: \"#0B2341\" }, appearances: { dusk: { colors: {} } } }", BrokenParts(paths: [.themeAppearances])),
        ("strings: { en-GB: { appBar.search: [Search] }, fr: { appBar.search: Recherche } }", BrokenParts(locales: ["en-GB"])),
        ("strings: { en-GB: 5 }", BrokenParts(locales: ["en-GB"])),
    ] as [(String, BrokenParts)])
    func appearanceAndLocaleErrors(fragment: String, expected: BrokenParts) throws {
        let profile = """
            schema: 1
            id: one
            name: One
            locales: [en-GB, fr]
            currency: GBP
            appBar: { signedOut: [search], signedIn: [search], pendingBetsLabel: myBets, toolSlot: { kind: none, handler: none } }
            flags: { betslip-native: true }
            \(fragment.hasPrefix("theme:") ? "" : "theme: { colors: { brand.primary: \"#0B2341\" } }")
            \(fragment.hasPrefix("strings:") ? "" : "strings: { en-GB: { appBar.search: Search }, fr: { appBar.search: Recherche } }")
            \(fragment)

            """
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(["/b/one.yaml": profile]), formats: .yamlAndJSON)
        let load = loader.loadBrand(at: "/b/one.yaml")
        #expect(load.partial?.broken == expected, "\(load.diagnostics)")
    }

    /// Dark high contrast is laid over dark: it is left out with it. The rules' document has
    /// neither layer, nor a broken locale's strings or its entry in `locales`.
    @Test func whatTheRulesLeaveOut() throws {
        let broken = BrokenParts(appearances: [.dark], locales: ["fr"])
        #expect(broken.appearancesLeftOut == [.dark, .darkHighContrast])
        #expect(BrokenParts(appearances: [.highContrast]).appearancesLeftOut == [.highContrast, .darkHighContrast])
        let document = try YAMLParser().parse("""
            locales: [en-GB, fr]
            theme: { colors: { a: "#000000" }, appearances: { dark: { colors: { a: "#111111" } }, highContrast: { colors: { a: "#222222" } }, darkHighContrast: { colors: {} } } }
            strings: { en-GB: { k: v }, fr: { k: w } }
            """)
        let pruned = broken.withoutBrokenAppearancesAndLocales(document)
        #expect(pruned.node(at: ["theme", "appearances"])?.mapping?.keys == ["highContrast"])
        #expect(pruned["strings"]?.mapping?.keys == ["en-GB"])
        #expect(pruned["locales"]?.sequence?.compactMap(\.string) == ["en-GB"])
        #expect(pruned.node(at: ["theme", "colors"]) == document.node(at: ["theme", "colors"]))
        #expect(BrokenParts(paths: [.flags]).withoutBrokenAppearancesAndLocales(document) == document)
    }
}
