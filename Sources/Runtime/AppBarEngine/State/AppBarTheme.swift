import BrandModel

/// The theme tokens the app-bar UI renders with: the profile's tokens merged over the
/// ones the tool-slot handler contributes, colours already parsed.
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
    public var colors: [String: RGBA] { storage.colors }
    /// Text styles by token name (`balance`, `badge`, `label`).
    public var typography: [String: TextStyle] { storage.typography }
    /// Spacing in points by token name (`appBar.height`).
    public var spacing: [String: Double] { storage.spacing }
    /// Animation presets by token name (`lockerToggle`, `counterRoll`).
    public var animation: [String: AnimationPreset] { storage.animation }

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

    /// `#RRGGBB` (or `#RRGGBBAA`) of a colour token.
    public func hex(_ name: String) -> String? { colors[name]?.hex }

    public static func == (lhs: AppBarTheme, rhs: AppBarTheme) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.colors == rhs.colors && lhs.typography == rhs.typography && lhs.spacing == rhs.spacing
                && lhs.animation == rhs.animation)
    }
}
