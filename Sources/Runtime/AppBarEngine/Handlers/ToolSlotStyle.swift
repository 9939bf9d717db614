import BrandModel

/// How a tool slot looks: the colours it draws with, keyed by the contract's handler-owned
/// tokens (``ColorTokenName/toolSlotIcon``, ``ColorTokenName/toolSlotBadgeBackground``,
/// ``ColorTokenName/toolSlotBadgeText``), its width (``SpacingTokenName/toolSlotWidth``) and
/// its reveal (``AnimationTokenName/toolSlotReveal``), so a brand's slot follows its palette.
///
/// The colours are the handler's declaration's (``HandlerDeclaration/colors``): a handler
/// builds its style from its typed declaration, so what the tools export for a brand (from the
/// `<id>.handler.json`) is what the handler draws.
public struct ToolSlotStyle: Sendable, Equatable {
    /// The colours the slot draws with, each from a palette token, with its fallback.
    public var colors: [HandlerColor]
    /// Width the slot takes in the bar, in points; 0 collapses it.
    public var width: Double
    /// Profile animation preset played when the slot opens its tool.
    public var reveal: AnimationTokenName?

    public init(colors: [HandlerColor], width: Double, reveal: AnimationTokenName?) {
        self.colors = colors
        self.width = width
        self.reveal = reveal
    }

    /// The style of a declared handler: its declaration's colours.
    public init(declaredBy declaration: HandlerDeclaration, width: Double, reveal: AnimationTokenName?) {
        self.init(colors: declaration.colors, width: width, reveal: reveal)
    }

    /// The shared look: icon in the bar's foreground colour, badge in the badge colours.
    public static let standard = ToolSlotStyle(colors: HandlerColor.standard, width: SpacingTokenName.toolSlotWidth.fallback, reveal: .buttonPress)

    /// No slot: it takes no room.
    public static let collapsed = ToolSlotStyle(colors: [], width: 0, reveal: nil)

    /// The tokens for a profile's theme: each colour as the handler gives it
    /// (``HandlerColor/value(in:drawnWith:)``), which ``AppBarTheme/color(_:)-(ColorTokenName)``
    /// reads with the contract's fallbacks (``ColorTokenName/resolved(in:drawnWith:)``); a
    /// colour the handler cannot give is left out.
    public func tokens(from theme: Theme) -> Theme {
        var tokens = Theme()
        let palette = theme.colors
        for color in colors {
            tokens.colors[color.token.rawValue] = color.value(in: { palette[$0]?.text }, drawnWith: colors).map(ColorToken.init)
        }
        tokens.spacing[SpacingTokenName.toolSlotWidth] = width
        tokens.animation[AnimationTokenName.toolSlotReveal] = reveal.flatMap { theme.animation[$0] }
        return tokens
    }
}
