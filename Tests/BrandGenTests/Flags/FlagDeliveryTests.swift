import BrandPublishing
import BrandGen
import BrandModel
import ProfileLoading
import BrandRuntime
import Testing
import TestSupport

/// A rollout travels in the runtime profile a signed bundle carries: the app loading it
/// evaluates the same rules, so a changed percentage applies without an app release.
@Suite("Flag delivery")
struct FlagDeliveryTests {
    @Test func theRuntimeProfileCarriesTheRules() throws {
        let load = try ShippedBrands.linter().loader.loadCatalog(at: Repository.path("Tests/Fixtures/Flags"))
        let brand = try #require(load.brands.first { $0.id == "rollout" })
        let source = try #require(BrandSource(brand))
        let file = try #require(try RuntimeProfileGenerator().files(for: source).first)
        let delivered = try RuntimeProfileFormat.load(envelope: file.contents, id: "rollout", schemas: try ShippedBrands.linter().loader.schemas)
        #expect(delivered.diagnostics.map(\.description) == [])
        let flags = try #require(delivered.profile).flags
        #expect(flags == source.profile.flags)
        #expect(!(flags.definition("betslip-native")?.isPlain ?? true))
    }
}
