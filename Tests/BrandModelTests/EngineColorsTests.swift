import BrandModel
import Testing

/// The colours the engine shows, filled into a theme: the handler's declared colours and the
/// contract's fallbacks, per appearance (``Theme/fillingEngineColors(drawnWith:)``).
@Suite("Engine colours filled in")
struct EngineColorsTests {
    static let theme = Theme(
        colors: TokenGroup([("appBar.foreground", ColorToken("#FFFFFF")), ("brand.accent", ColorToken("#FF0000"))]),
        appearanceColors: [.dark: TokenGroup([("appBar.foreground", ColorToken("#EEEEEE")), ("brand.accent", ColorToken("#880000"))])])

    static let drawn = [
        HandlerColor(.toolSlotIcon, from: "brand.accent"),
        HandlerColor(.toolSlotBadgeBackground, from: "brand.missing", fallback: .appBarForeground),
        HandlerColor(.toolSlotBadgeText, from: "brand.missing"),
    ]

    static func hex(_ theme: Theme, _ appearance: Appearance, _ token: ColorTokenName) -> String? {
        theme.colors(in: appearance)[token.rawValue]?.text
    }

    @Test func theHandlersColoursAndTheContractsFallbacksAreFilledInEachAppearance() {
        let filled = Self.theme.fillingEngineColors(drawnWith: Self.drawn)
        // The palette token the handler names, in each appearance's palette.
        #expect(Self.hex(filled, .light, .toolSlotIcon) == "#FF0000")
        #expect(Self.hex(filled, .dark, .toolSlotIcon) == "#880000")
        // A palette without `from`: the declared fallback, followed in the appearance.
        #expect(Self.hex(filled, .light, .toolSlotBadgeBackground) == "#FFFFFF")
        #expect(Self.hex(filled, .dark, .toolSlotBadgeBackground) == "#EEEEEE")
        // No declared fallback: the contract's (badge.text, then appBar.background's #000000).
        #expect(Self.hex(filled, .dark, .toolSlotBadgeText) == "#000000")
        #expect(Self.hex(filled, .light, .badgeBackground) == "#FFFFFF")
        #expect(Self.hex(filled, .dark, .betslipCounterBackground) == "#EEEEEE")
        // A token without a fallback stays absent; the brand's own tokens are as they were.
        #expect(Self.hex(filled, .light, .segmentEmpty) == nil && Self.hex(filled, .dark, .segmentFilled) == nil)
        #expect(filled.colors["brand.accent"]?.text == "#FF0000")
        #expect(Array(filled.colors.names.prefix(2)) == ["appBar.foreground", "brand.accent"])
    }

    @Test func everyFilledColourIsWhatTheOneFunctionGives() {
        let filled = Self.theme.fillingEngineColors(drawnWith: Self.drawn)
        for appearance in Appearance.allCases {
            let palette = Self.theme.colors(in: appearance)
            for token in ColorTokenName.allCases {
                #expect(Self.hex(filled, appearance, token) == token.resolved(in: { palette[$0]?.text }, drawnWith: Self.drawn), "\(appearance) \(token)")
            }
        }
    }

    @Test func aColourTheBrandSetsWinsOverTheHandlers() {
        var theme = Self.theme
        theme.colors[ColorTokenName.toolSlotIcon] = ColorToken("#00FF00")
        let filled = theme.fillingEngineColors(drawnWith: Self.drawn)
        #expect(Self.hex(filled, .light, .toolSlotIcon) == "#00FF00")
        // A handler that draws nothing leaves the slot to the contract: the bar's foreground.
        #expect(Self.hex(Self.theme.fillingEngineColors(drawnWith: []), .dark, .toolSlotIcon) == "#EEEEEE")
    }
}
