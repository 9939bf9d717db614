import Testing
@testable import BrandAppTheme

/// The theme and strings the build-tool plugin generated from Brands/example.yaml.
@Suite("Generated theme")
struct GeneratedThemeTests {
    @Test func everyDeclaredLocaleHasItsPluralForms() {
        #expect(AppBarTitles.locales == ["en-AU", "fr"])
        #expect(AppBarTitles.betslip(count: 1, locale: "en-AU") == "Betslip, 1 selection")
        #expect(AppBarTitles.betslip(count: 5, locale: "en-AU") == "Betslip, 5 selections")
        #expect(AppBarTitles.betslip(count: 1, locale: "fr") == "Coupon, 1 sélection")
        #expect(AppBarTitles.betslip(count: 5, locale: "fr") == "Coupon, 5 sélections")
    }

    @Test func theColoursAndFlagsAreTheProfiles() {
        // brand.primary: "#0B2341"
        let primary = AppBarTitles.brandPrimary
        #expect(primary.red == 0x0B && primary.green == 0x23 && primary.blue == 0x41)
        #expect(AppBarTitles.loginIsNative == false)
    }
}
