import BrandModel

/// The theme tokens the app-bar UI renders with: the profile's tokens merged over the
/// ones the tool-slot handler contributes, colours already parsed. Read by the contract's
/// typed names (``color(_:)-(ColorTokenName)``, ``textStyle(_:)-(TypographyTokenName)``,
/// ``spacing(_:)-(SpacingTokenName)``, ``animation(_:)``), with the contract's fallbacks, or
/// by an ``AppTokenName`` the app declares.
///
/// Stored behind one immutable reference so that copying a state (once per reducer step
/// and once per subscriber) costs a retain, not four dictionary copies.
public struct AppBarTheme: Sendable, Equatable {
    private final class Storage: Sendable {
        let colors: [String: RGBA]
        let typography: [String: TextStyle]
        let spacing: [String: Double]
        let animation: [String: AnimationPreset]

        init(colors: [String: RGBA], typography: [String: TextStyle], spacing: [String: Double], animation: [String: AnimationPreset]) {
            self.colors = colors
            self.typography = typography
            self.spacing = spacing
            self.animation = animation
        }
    }

    private let storage: Storage

    /// Colours by token name (`appBar.background`, `toolSlot.icon`).
    package var colors: [String: RGBA] { storage.colors }
    /// Text styles by token name (`balance`, `badge`, `label`).
    package var typography: [String: TextStyle] { storage.typography }
    /// Spacing in points by token name (`appBar.height`).
    package var spacing: [String: Double] { storage.spacing }
    /// Animation presets by token name (`lockerToggle`, `counterRoll`).
    package var animation: [String: AnimationPreset] { storage.animation }

    public init(
        colors: [String: RGBA] = [:], typography: [String: TextStyle] = [:], spacing: [String: Double] = [:],
        animation: [String: AnimationPreset] = [:]
    ) {
        storage = Storage(colors: colors, typography: typography, spacing: spacing, animation: animation)
    }

    /// Merges a profile theme over a handler's contribution: on a name both define, the
    /// profile wins, so data can always override a handler's default.
    /// Colours that are not valid hex are left out (the `color-format` lint rule reports them).
    public init(profile: Theme, handlerTokens: Theme) {
        func merged<Value>(_ handler: TokenGroup<Value>, _ profile: TokenGroup<Value>) -> [String: Value] {
            var result: [String: Value] = [:]
            for (name, value) in handler { result[name] = value }
            for (name, value) in profile { result[name] = value }
            return result
        }
        self.init(
            colors: merged(handlerTokens.colors, profile.colors).compactMapValues(\.rgba),
            typography: merged(handlerTokens.typography, profile.typography),
            spacing: merged(handlerTokens.spacing, profile.spacing),
            animation: merged(handlerTokens.animation, profile.animation))
    }

    /// `#RRGGBB` (or `#RRGGBBAA`) of a colour token as the brand sets it, no fallback: what
    /// the tools trace.
    package func hex(_ name: String) -> String? { colors[name]?.hex }

    /// A colour of the contract: the brand's (the tool slot's as its handler draws it), or else
    /// the contract's fallback (``ColorTokenName/resolved(in:drawnWith:)``, the one function the
    /// report and every export apply too); nil when neither gives one.
    public func color(_ token: ColorTokenName) -> RGBA? {
        // The handler's colours are among `colors` already (its `themeTokens(for:)`).
        token.resolved(in: { colors[$0]?.hex }, drawnWith: []).flatMap { RGBA(hex: $0) }
    }

    /// `#RRGGBB` (or `#RRGGBBAA`) of ``color(_:)``.
    public func hex(_ token: ColorTokenName) -> String? { color(token)?.hex }

    /// A text style of the contract: the brand's, or else the contract's fallback.
    public func textStyle(_ token: TypographyTokenName) -> TextStyle {
        token.resolved { typography[$0.rawValue] }
    }

    /// A spacing of the contract in points: the brand's, or else the contract's fallback.
    public func spacing(_ token: SpacingTokenName) -> Double {
        spacing[token.rawValue] ?? token.fallback
    }

    /// An animation preset of the contract; nil where the brand defines none.
    public func animation(_ token: AnimationTokenName) -> AnimationPreset? {
        animation[token.rawValue]
    }

    /// A colour the app declares beyond the contract (``AppTokenName/init(appDeclared:)``); no fallback.
    public func color(_ token: AppTokenName) -> RGBA? { colors[token.rawValue] }

    /// A text style the app declares beyond the contract; no fallback.
    public func textStyle(_ token: AppTokenName) -> TextStyle? { typography[token.rawValue] }

    /// A spacing the app declares beyond the contract; no fallback.
    public func spacing(_ token: AppTokenName) -> Double? { spacing[token.rawValue] }

    public static func == (lhs: AppBarTheme, rhs: AppBarTheme) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.colors == rhs.colors && lhs.typography == rhs.typography && lhs.spacing == rhs.spacing
                && lhs.animation == rhs.animation)
    }
}
