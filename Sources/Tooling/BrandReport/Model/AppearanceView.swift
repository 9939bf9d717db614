import AppBarEngine
import BrandModel

/// One appearance of a brand as the report shows it: the signed-in app bar the engine
/// computes with that appearance's colours, and the contrast pairs measured in them.
public struct AppearanceView: Sendable {
    public var appearance: Appearance
    /// The bar signed out, signed in and with the tool slot open, in this appearance's
    /// colours; nil when the engine refused the profile.
    public var observation: AppBarObservation?
    /// The signed-in bar; nil when the engine refused the profile.
    public var signedIn: AppBarSnapshot? { observation?.signedIn }
    public var contrast: [ContrastCheck]

    /// Runs the engine for `profile` shown in `appearance`.
    public init(profile: BrandProfile, appearance: Appearance, registry: HandlerRegistry, sample: AppBarSample) {
        self.appearance = appearance
        var shown = profile
        shown.theme = profile.theme.theme(for: appearance)
        observation = try? AppBarObservation(profile: shown, registry: registry, sample: sample)
        contrast = profile.theme.contrastPairs.map { ContrastCheck(pair: $0, theme: profile.theme, appearance: appearance) }
    }

    /// `Dark high contrast`.
    public var title: String { Self.title(of: appearance) }

    /// `Dark high contrast`.
    public static func title(of appearance: Appearance) -> String {
        switch appearance {
        case .light: "Light"
        case .dark: "Dark"
        case .highContrast: "High contrast"
        case .darkHighContrast: "Dark high contrast"
        }
    }

    /// `4/4 pass`, `3/4 pass, 1 fails`.
    public var contrastSummary: String {
        ContrastCheck.summary(contrast)
    }

    /// Whether every pair reaches this appearance's ratio.
    public var contrastPasses: Bool { contrast.allSatisfy(\.passes) }

    /// The colour of each token in this appearance, as the engine shows it (`Theme.colors(in:)`).
    public func color(of token: String, in theme: Theme) -> RGBA? {
        theme.colors(in: appearance)[token]?.rgba
    }
}
