import BrandModel

/// The built-in toolbox (`toolbox`): a tap navigates to the toolbox. Takes no `config`.
public struct ToolboxHandler: ToolSlotHandler {
    public let id: String
    public var kind: ToolSlotKind { .toolbox }
    public var style: ToolSlotStyle

    /// A toolbox under `id` with `style`; brands register variants this way.
    public init(id: String = "toolbox", style: ToolSlotStyle = .standard) {
        self.id = id
        self.style = style
    }

    public func tap(_ state: inout NoToolSlotState, bar: inout ToolSlotBar) -> [AppBarEffect] {
        [.navigate(.toolbox)]
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        style.tokens(from: profile.theme)
    }
}
