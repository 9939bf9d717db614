import BrandModel

/// How one of the bar's own animations plays: its preset, or, with the user's reduce-motion
/// setting on, the preset's fallback (docs/domain.md, Motion: "Reduce motion disables decorative
/// animation").
public enum AppBarMotion: Sendable, Equatable {
    /// Play the theme's preset (a spring for everything a finger starts).
    case preset(AnimationPreset)
    /// Reduce motion: fade from the old look to the new one, nothing moves or scales.
    case crossFade(duration: Double)
    /// Reduce motion: show the new look at once.
    case instant

    /// The cross-fade length, the same as the odds-boost segments' reduce-motion fallback.
    public static let crossFadeDuration = 0.2

    /// The motion for `preset` (the theme's, or a plain preset when the theme has none).
    /// With reduce motion on, the preset's `reduceMotion` field picks the fallback:
    /// `none` shows the change at once, `crossFade` (and a preset that does not say) fades.
    public init(preset: AnimationPreset?, reduceMotion: Bool) {
        let preset = preset ?? AnimationPreset()
        guard reduceMotion else {
            self = .preset(preset)
            return
        }
        switch preset.reduceMotion {
        case .none?: self = .instant
        case .crossFade?, nil: self = .crossFade(duration: Self.crossFadeDuration)
        }
    }

    /// How `brandsim` and traces name it: `spring`, `curve`, `crossFade`, `instant`.
    public var name: String {
        switch self {
        case .preset(let preset): preset.spring != nil ? "spring" : "curve"
        case .crossFade: "crossFade"
        case .instant: "instant"
        }
    }
}
