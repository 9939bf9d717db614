import BrandGen
import BrandModel
import TestSupport
import Testing

/// A model built without the loader can hold a colour token whose text is no colour; every
/// platform that writes colours refuses it with the same message, naming the token.
@Suite("Colour tokens that are not colours", .tags(.shippedBrands))
struct ColorTokenChannelsTests {
    @Test(arguments: [Platform.ios, .android, .web, .dtcg])
    func everyPlatformNamesTheToken(_ platform: Platform) throws {
        var source = try #require(try ShippedBrands.sources().first)
        source.profile.theme.colors = TokenGroup([("brand.primary", ColorToken("not-a-colour"))])
        let generator = try #require(BrandGenerator.generators(for: [platform]).first)
        #expect(throws: GenerationError("\(ColorTokenName.path("brand.primary")) is not a colour: not-a-colour")) {
            try generator.files(for: source)
        }
    }
}
