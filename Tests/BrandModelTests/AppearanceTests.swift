import BrandLint
import Foundation
import ProfileLoading
import Testing
import BrandModel
import TestSupport
import YAMLNode
import YAMLReader

/// `theme.appearances`: overrides laid over the light colours, references resolved within
/// each appearance, bases inherited through `extends` (Tests/Fixtures/Appearances).
@Suite("Appearances")
struct AppearanceTests {
    static let folder = Repository.path("Tests/Fixtures/Appearances")

    static func catalog() throws -> CatalogLoad {
        try Repository.loader().loadCatalog(at: folder)
    }

    static func dusk() throws -> BrandProfile {
        let load = try catalog()
        #expect(load.diagnostics.map(\.description) == [])
        return try #require(load.catalog["dusk"])
    }

    @Test func aBaseReferenceFollowsTheBrandsDarkOverride() throws {
        let theme = try Self.dusk().theme
        #expect(theme.colors[ColorTokenName.appBarBackground]?.text == "#335577")
        #expect(theme.colors(in: .dark)[ColorTokenName.appBarBackground]?.text == "#112233")
        // The base's dark palette, reached through the base's own references.
        #expect(theme.colors(in: .dark)[ColorTokenName.balancePillBackground]?.text == "#2C2C2E")
        #expect(theme.colors(in: .highContrast)[ColorTokenName.appBarBackground]?.text == "#335577")
        #expect(theme.colors(in: .highContrast)[ColorTokenName.segmentEmpty]?.text == "#8E8E93")
    }

    /// Dark high contrast is dark's overrides, then high contrast's, then its own.
    @Test func darkHighContrastIsDarkThenHighContrast() throws {
        let theme = try Self.dusk().theme
        #expect(theme.appearances == [.light, .dark, .highContrast, .darkHighContrast])
        let colors = theme.colors(in: .darkHighContrast)
        #expect(colors[ColorTokenName.appBarBackground]?.text == "#112233")
        #expect(colors[ColorTokenName.balancePillBackground]?.text == "#2C2C2E")
        #expect(colors[ColorTokenName.segmentEmpty]?.text == "#8E8E93")
    }

    @Test func aBrandWithoutAppearancesShowsLightInEveryOne() throws {
        let solo = try #require(try Self.catalog().catalog["solo"])
        #expect(solo.theme.appearances == [.light])
        for appearance in Appearance.allCases {
            #expect(solo.theme.appearance(shownFor: appearance) == .light)
            #expect(solo.theme.colors(in: appearance) == solo.theme.colors)
        }
    }

    static let fallbackCases: [(had: [Appearance], asked: Appearance, shown: Appearance)] = [
        ([.dark], .darkHighContrast, .dark),
        ([.highContrast], .darkHighContrast, .highContrast),
        ([.dark], .highContrast, .light),
        ([.dark, .highContrast, .darkHighContrast], .darkHighContrast, .darkHighContrast),
    ]

    @Test(arguments: fallbackCases)
    func anAppearanceTheThemeLacksFallsBack(_ fallback: (had: [Appearance], asked: Appearance, shown: Appearance)) {
        let colors = TokenGroup([("a", ColorToken("#000000"))])
        let theme = Theme(colors: colors, appearanceColors: Dictionary(uniqueKeysWithValues: fallback.had.map { ($0, colors) }))
        #expect(theme.appearance(shownFor: fallback.asked) == fallback.shown)
    }

    @Test func themeForAnAppearanceIsAPlainThemeOfItsColours() throws {
        let theme = try Self.dusk().theme
        let dark = theme.theme(for: .dark)
        #expect(dark.colors == theme.colors(in: .dark))
        #expect(dark.appearanceColors.isEmpty)
        #expect(dark.typography == theme.typography)
    }

    /// Every appearance written out resolved (`--dump`, the JSON an app loads) loads back to
    /// the same colours, with no reference left to follow.
    @Test func theStandaloneDocumentCarriesEveryAppearance() throws {
        let load = try Self.catalog()
        let dusk = try #require(load.brands.first { $0.id == "dusk" })
        let document = try #require(dusk.standaloneDocument)
        let json = JSONEmitter().emit(document)
        let reloaded = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(["/b/dusk.json": json]))
            .loadCatalog(at: "/b")
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.catalog["dusk"]?.theme == dusk.profile?.theme)
        #expect(!json.contains("{colors."))
    }

    @Test func theAppearanceDeclarationsAreTheContracts() {
        #expect(Appearance(isDark: true, isHighContrast: true) == .darkHighContrast)
        #expect(Appearance.allCases.map(\.minimumTextContrast) == [4.5, 4.5, 7, 7])
        #expect(Appearance.darkHighContrast.layers == [.dark, .highContrast, .darkHighContrast])
    }
}

/// The loader's appearance checks, on profiles written in the test.
@Suite("Appearance problems")
struct AppearanceProblemTests {
    static let house = try! String(contentsOfFile: AppearanceTests.folder + "/_base/house.yaml", encoding: .utf8)

    static func load(_ brand: String) throws -> ProfileLoad {
        let files = InMemoryFileSystem(["/b/_base/house.yaml": house, "/b/one.yaml": brand])
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: files, formats: .yamlAndJSON)
        return try #require(loader.loadCatalog(at: "/b").brands.first { $0.id == "one" })
    }

    static func brand(appearances: String) -> String {
        """
        schema: 1
        id: one
        name: One
        extends: house
        appBar: { toolSlot: { kind: none, handler: none } }
        flags: {}
        theme:
          colors:
            brand.primary: "#335577"
            brand.onPrimary: "#FFFFFF"
            brand.accent: "#FFD200"
            brand.onAccent: "#1A1A1A"
          appearances:
        \(appearances)
        """
    }

    @Test func anOverrideOfAColourLightLacksIsAnErrorWithADidYouMean() throws {
        let load = try Self.load(Self.brand(appearances: """
                dark:
                  colors:
                    brand.primry: "#000000"
            """))
        #expect(load.profile == nil)
        let diagnostic = try #require(load.diagnostics.first)
        #expect(load.diagnostics.count == 1)
        #expect(diagnostic.rule == LoadingCheck.appearanceOverrideUnknown.rawValue)
        #expect(diagnostic.message == "dark: overrides colors.brand.primry, which the light theme does not have")
        #expect(diagnostic.hint == "did you mean `brand.primary`?")
        #expect((diagnostic.line, diagnostic.column) == (16, 9))
    }

    @Test func aReferenceDanglingOnlyInAnAppearanceIsReportedAtTheOverride() throws {
        let load = try Self.load(Self.brand(appearances: """
                highContrast:
                  colors:
                    brand.primary: "{colors.brand.primry}"
            """))
        let diagnostic = try #require(load.diagnostics.first)
        #expect(load.diagnostics.count == 1)
        #expect(diagnostic.rule == LoadingCheck.tokenReferenceDangling.rawValue)
        #expect(diagnostic.message.hasPrefix("highContrast: "))
        #expect((diagnostic.line, diagnostic.column) == (16, 24))
    }

    /// A loop only the dark overrides close, reported at the override, once, though dark
    /// high contrast has it too.
    @Test func aCycleOnlyAnAppearanceClosesIsReportedAtTheOverrideOnce() throws {
        let load = try Self.load(Self.brand(appearances: """
                dark:
                  colors:
                    brand.primary: "{colors.appBar.background}"
            """))
        let diagnostic = try #require(load.diagnostics.first)
        #expect(load.diagnostics.map(\.rule) == [LoadingCheck.tokenReferenceCycle.rawValue])
        #expect(diagnostic.message.hasPrefix("dark: token reference cycle: "))
        #expect(diagnostic.line == 16)
    }

    @Test func anOverrideNamingATokenOfAnotherGroupIsAnError() throws {
        let load = try Self.load(Self.brand(appearances: """
                dark:
                  colors:
                    brand.primary: "{spacing.appBar.height}"
            """))
        let diagnostic = try #require(load.diagnostics.first)
        #expect(load.diagnostics.map(\.rule) == [LoadingCheck.tokenReferenceType.rawValue])
        #expect(diagnostic.message == "dark: \"{spacing.appBar.height}\" names a spacing token, but colors.brand.primary must be a colour")
        #expect((diagnostic.line, diagnostic.column) == (16, 24))
    }

    /// A base's override the brand leaves pointing at nothing is the brand's problem.
    @Test func aBaseOverrideOfAColourTheBrandLacksIsReportedAtTheBrand() throws {
        let base = Self.house.replacingOccurrences(of: "        neutral.border: \"#8E8E93\"", with: "        brand.outline: \"#8E8E93\"")
        let files = InMemoryFileSystem(["/b/_base/house.yaml": base, "/b/one.yaml": Self.brand(appearances: "    {}")])
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: files, formats: .yamlAndJSON)
        let load = try #require(loader.loadCatalog(at: "/b").brands.first { $0.id == "one" })
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.file == "/b/one.yaml")
        #expect(diagnostic.line == 4)
        #expect(diagnostic.message == "highContrast: brand one does not define the colour colors.brand.outline, which base house overrides")
        #expect(diagnostic.related.first?.file == "/b/_base/house.yaml")
    }
}
