extension TokenGroup {
    /// The value a profile gives a contract token of this group.
    public subscript<Name: ThemeTokenName>(token: Name) -> Value? where Name.Value == Value {
        get { self[token.rawValue] }
        set { self[token.rawValue] = newValue }
    }
}
