extension Theme {
    /// This theme with every contract colour the brand leaves out filled in, in the light
    /// colours and in each appearance the profile has, as a tool slot drawn with
    /// `handlerColors` shows it: ``ColorTokenName/resolved(in:drawnWith:)``, the function the
    /// engine's theme reads through. A colour neither the brand, the handler nor a fallback
    /// gives stays absent. What brandgen writes, so every platform shows what the engine
    /// shows: a token the brand does not set shows its fallback everywhere, or is absent
    /// everywhere.
    ///
    /// Filled tokens follow the brand's own, in the contract's order; the brand's are unchanged.
    public func fillingEngineColors(drawnWith handlerColors: [HandlerColor]) -> Theme {
        var theme = self
        theme.colors = Self.filled(colors, drawnWith: handlerColors)
        for (appearance, group) in appearanceColors {
            theme.appearanceColors[appearance] = Self.filled(group, drawnWith: handlerColors)
        }
        return theme
    }

    /// `group` with the contract colours it leaves out, filled.
    private static func filled(_ group: TokenGroup<ColorToken>, drawnWith handlerColors: [HandlerColor]) -> TokenGroup<ColorToken> {
        var result = group
        for token in ColorTokenName.allCases where group[token.rawValue] == nil {
            if let text = token.resolved(in: { group[$0]?.text }, drawnWith: handlerColors) { result[token.rawValue] = ColorToken(text) }
        }
        return result
    }
}
