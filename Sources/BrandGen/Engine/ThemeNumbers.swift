import BrandModel

/// Every number a generator writes, checked once before any platform runs: YAML reads
/// `.inf` and `1e400` as numbers, and no platform can write them (CSS and Kotlin have no
/// infinity literal, and converting one to an integer traps).
enum ThemeNumbers {
    /// Sizes, durations and factors beyond this are no real theme's.
    static let limit = 1e9

    static func check(_ profile: BrandProfile) throws(GenerationError) {
        let theme = profile.theme
        func check(_ value: Double?, _ name: String) throws(GenerationError) {
            guard let value else { return }
            guard value.isFinite, abs(value) < limit else {
                throw GenerationError("\(name) is \(value): generated code needs a finite number below \(Int(limit))")
            }
        }
        for (name, value) in theme.spacing { try check(value, SpacingTokenName.path(name)) }
        for (name, style) in theme.typography {
            try check(style.size, TypographyTokenName.path(name) + ".size")
            try check(style.lineHeight, TypographyTokenName.path(name) + ".lineHeight")
        }
        for (name, preset) in theme.animation {
            for (field, value) in [
                ("spring.response", preset.spring?.response), ("spring.damping", preset.spring?.damping), ("duration", preset.duration),
                ("delay", preset.delay), ("stagger", preset.stagger), ("scaleFrom", preset.scaleFrom), ("scaleTo", preset.scaleTo),
            ] {
                try check(value, AnimationTokenName.path(name) + "." + field)
            }
            if let response = preset.spring?.response, response <= 0 {
                throw GenerationError("\(AnimationTokenName.path(name)).spring.response is \(response): a spring needs a positive response")
            }
        }
        for tier in profile.oddsBoost?.tiers ?? [] { try check(tier.percent, "betslip.oddsBoost percent") }
    }
}
