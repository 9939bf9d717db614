extension TokenGroup where Value == ColorToken {
    /// The colour a profile gives a contract token.
    public subscript(token: ColorTokenName) -> ColorToken? {
        get { self[token.rawValue] }
        set { self[token.rawValue] = newValue }
    }
}

extension TokenGroup where Value == Double {
    /// The spacing a profile gives a contract token.
    public subscript(token: SpacingTokenName) -> Double? {
        get { self[token.rawValue] }
        set { self[token.rawValue] = newValue }
    }
}

extension TokenGroup where Value == TextStyle {
    /// The style a profile gives a contract token.
    public subscript(token: TypographyTokenName) -> TextStyle? {
        get { self[token.rawValue] }
        set { self[token.rawValue] = newValue }
    }
}

extension TokenGroup where Value == AnimationPreset {
    /// The preset a profile gives a contract token.
    public subscript(token: AnimationTokenName) -> AnimationPreset? {
        get { self[token.rawValue] }
        set { self[token.rawValue] = newValue }
    }
}
