import BrandModel

/// Every number a generator writes, checked once before any platform runs: YAML reads
/// `.inf` and `1e400` as numbers, and no platform can write them (CSS and Kotlin have no
/// infinity literal, and converting one to an integer traps).
enum ThemeNumbers {
    /// Sizes, durations and factors beyond this are no real theme's.
    static let limit = 1e9

    static func check(_ profile: BrandProfile) throws(GenerationError) {
        let theme = profile.theme
        // The name is built only for the message: a brand has hundreds of numbers.
        func check(_ value: Double?, _ name: @autoclosure () -> String) throws(GenerationError) {
            guard let value else { return }
            guard value.isFinite, abs(value) < limit else {
                throw GenerationError("\(name()) is \(value): generated code needs a finite number below \(Int(limit))")
            }
        }
        for (name, value) in theme.spacing { try check(value, SpacingTokenName.path(name)) }
        for (name, style) in theme.typography {
            try check(style.size, TypographyTokenName.path(name) + ".size")
            try check(style.lineHeight, TypographyTokenName.path(name) + ".lineHeight")
        }
        for (name, preset) in theme.animation {
            try check(preset.spring?.response, AnimationTokenName.path(name) + ".spring.response")
            try check(preset.spring?.damping, AnimationTokenName.path(name) + ".spring.damping")
            try check(preset.duration, AnimationTokenName.path(name) + ".duration")
            try check(preset.delay, AnimationTokenName.path(name) + ".delay")
            try check(preset.stagger, AnimationTokenName.path(name) + ".stagger")
            try check(preset.scaleFrom, AnimationTokenName.path(name) + ".scaleFrom")
            try check(preset.scaleTo, AnimationTokenName.path(name) + ".scaleTo")
            if let response = preset.spring?.response, response <= 0 {
                throw GenerationError("\(AnimationTokenName.path(name)).spring.response is \(response): a spring needs a positive response")
            }
        }
        for tier in profile.oddsBoost?.tiers ?? [] { try check(tier.percent, "betslip.oddsBoost percent") }
    }
}
