import AppBarEngine
import BrandModel
import Testing

/// Views read the theme by the contract's typed names, with the contract's fallbacks, or by
/// a name the app declares.
@Suite("App-bar theme: typed reads")
struct AppBarThemeTests {
    /// A theme that sets only the bar's two colours, a spacing and an app colour.
    static let sparse = AppBarTheme(
        colors: [
            ColorTokenName.appBarBackground.rawValue: RGBA(hex: "#112233")!, ColorTokenName.appBarForeground.rawValue: RGBA(hex: "#FAFAFA")!,
            "promo.banner": RGBA(hex: "#FF0000")!,
        ],
        spacing: [SpacingTokenName.appBarHeight.rawValue: 52, "promo.inset": 6])

    @Test func aColourTheBrandSetsIsItsOwn() {
        #expect(Self.sparse.hex(.appBarBackground) == "#112233")
    }

    /// Every contract colour the brand leaves out shows what `ColorTokenName.resolved(_:)`
    /// gives: its fallback, followed to the end, or nothing.
    @Test(arguments: ColorTokenName.allCases)
    func aColourTheBrandLeavesOutShowsTheContractsFallback(_ token: ColorTokenName) {
        let expected = token.resolved { name in
            name == .appBarBackground ? "#112233" : name == .appBarForeground ? "#FAFAFA" : nil
        }
        #expect(Self.sparse.hex(token) == expected)
    }

    @Test func theFallbackChainIsFollowed() {
        // toolSlot.badge.text -> badge.text -> appBar.background
        #expect(Self.sparse.hex(.toolSlotBadgeText) == "#112233")
        #expect(Self.sparse.hex(.segmentEmpty) == nil)
    }

    @Test func spacingAndTypographyFallBackToo() {
        #expect(Self.sparse.spacing(.appBarHeight) == 52)
        #expect(Self.sparse.spacing(.appBarPadding) == SpacingTokenName.appBarPadding.fallback)
        #expect(Self.sparse.textStyle(.balance) == TypographyTokenName.balance.resolved { _ in nil })
    }

    @Test func anAppDeclaredNameIsReadWithoutFallback() {
        #expect(Self.sparse.color(AppTokenName(appDeclared: "promo.banner"))?.hex == "#FF0000")
        #expect(Self.sparse.spacing(AppTokenName(appDeclared: "promo.inset")) == 6)
        #expect(Self.sparse.color(AppTokenName(appDeclared: "promo.missing")) == nil)
    }
}
