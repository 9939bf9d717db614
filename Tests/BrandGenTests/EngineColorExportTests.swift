import AppBarEngine
import BrandGen
import BrandModel
import Testing
import TestSupport

/// A colour the brand does not set shows its fallback on every platform, or is absent on
/// every platform: brands that leave contract colours out (Tests/Fixtures/EngineColors), each
/// platform's colours read back as AppearanceAgreementTests reads them, against what the
/// engine's `AppBarTheme` gives for every contract colour in every appearance.
@Suite("Engine colours, exported")
struct EngineColorExportTests {
    static let folder = Repository.path("Tests/Fixtures/EngineColors")

    @Test func aColourTheBrandLeavesOutShowsItsFallbackEverywhereOrIsAbsentEverywhere() throws {
        let linter = try ShippedBrands.linter()
        let schemas = linter.loader.schemas
        let loads = linter.loader.loadCatalog(at: Self.folder).brands
        #expect(loads.map(\.id).sorted() == ["bare", "sparse"])
        var fallbacks = 0
        var absent = 0
        for load in loads {
            let plain = try #require(BrandSource(load), "\(load.id): \(load.diagnostics)")
            let brand = try #require(BrandSource(load, schemas: schemas))
            let engine = try AppearanceAgreementTests.engine(plain.profile)
            let web = try AppearanceAgreementTests.web(try WebGenerator().files(for: brand), id: brand.id)
            let json = try AppearanceAgreementTests.runtimeJSON(try RuntimeProfileGenerator().files(for: brand), id: brand.id, schemas: schemas)
            let ios = try IOSGenerator().files(for: brand)
            let platforms: [(String, AppearanceAgreementTests.Table)] = [
                ("android", try AppearanceAgreementTests.android(try AndroidGenerator().files(for: brand), id: brand.id)),
                ("xcassets", try AppearanceAgreementTests.assetCatalog(ios, id: brand.id)),
                ("dtcg", try AppearanceAgreementTests.dtcg(try DTCGGenerator().files(for: brand), id: brand.id)),
                ("css", web.cascade), ("css[data-appearance]", web.explicit), ("json", json.table),
                ("engine[json]", try AppearanceAgreementTests.engine(json.profile)),
            ]
            for appearance in Appearance.allCases {
                for token in ColorTokenName.allCases {
                    let expected = engine[appearance]?[token.rawValue]
                    if plain.profile.theme.colors(in: appearance)[token.rawValue] == nil {
                        if expected == nil { absent += 1 } else { fallbacks += 1 }
                    }
                    for (platform, table) in platforms {
                        let key = switch platform {
                        case "android": AppearanceAgreementTests.androidName(token.rawValue)
                        case "xcassets": NameStyle.lowerCamel(token.rawValue)
                        case "css", "css[data-appearance]": AppearanceAgreementTests.cssName(token.rawValue)
                        default: token.rawValue
                        }
                        #expect(table[appearance]?[key] == expected, "\(brand.id) \(appearance.rawValue) \(token.rawValue): \(platform)")
                    }
                }
            }
        }
        // The fixtures leave out colours of both kinds: with a fallback, and without one.
        #expect(fallbacks > 0 && absent > 0, "\(fallbacks) fallbacks, \(absent) absent")
    }

    @Test func theFixturesShowTheDeclaredColoursAndTheirFallbacks() throws {
        let linter = try ShippedBrands.linter()
        let load = try #require(linter.loader.loadCatalog(at: Self.folder).brands.first { $0.id == "sparse" })
        let brand = try #require(BrandSource(load, schemas: linter.loader.schemas))
        let light = brand.profile.theme.colors(in: .light)
        let dark = brand.profile.theme.colors(in: .dark)
        // ladbrokes.locker draws its icon with brand.accent, which the brand darkens in dark.
        #expect(light[ColorTokenName.toolSlotIcon]?.text == "#FFCC00")
        #expect(dark[ColorTokenName.toolSlotIcon]?.text == "#AA8800")
        // Its badge with brand.onPrimary, which the brand lacks: the declared fallback,
        // badge.background, itself left out, so the contract's: the bar's foreground.
        #expect(light[ColorTokenName.toolSlotBadgeBackground]?.text == "#F0F0F0")
        #expect(dark[ColorTokenName.toolSlotBadgeBackground]?.text == "#DDDDDD")
        #expect(light[ColorTokenName.segmentEmpty] == nil)
    }
}
