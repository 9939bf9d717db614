import BrandModel
import Localization

extension OddsBoostConfiguration {
    /// Why a profile's odds boost could not be configured for a locale.
    public struct ProfileError: Error, Sendable, CustomStringConvertible {
        public var description: String
        /// True when the brand has no odds boost at all (no `oddsBoost` section): not a broken
        /// profile, a brand without the feature. Check ``BrandProfile/oddsBoost`` first to tell.
        public var brandHasNoOddsBoost: Bool
    }

    /// The configuration a brand's profile gives for one locale: its tiers, its strings in
    /// that locale, its `segment*` animation tokens and its segment colours in every
    /// appearance.
    /// - Throws: ``ProfileError`` when the brand has no odds boost (``ProfileError/brandHasNoOddsBoost``),
    ///   or when its strings or tiers do not make a configuration.
    public init(profile: BrandProfile, locale: LocaleIdentifier) throws(ProfileError) {
        guard let oddsBoost = profile.oddsBoost else {
            throw ProfileError(description: "\(profile.id) has no odds boost", brandHasNoOddsBoost: true)
        }
        var table: [String: LocalizedMessage] = [:]
        for key in StringKey.oddsBoost {
            guard let text = profile.strings.message(key, locale: locale) else { continue }
            do {
                table[key.rawValue] = try LocalizedMessage(text)
            } catch {
                throw ProfileError(description: "\(profile.id) \(locale) \"\(key.rawValue)\": \(error)", brandHasNoOddsBoost: false)
            }
        }
        let tiers = oddsBoost.tiers.map { OddsBoostTier(minSelections: $0.minSelections, fraction: $0.percent / 100) }
        do {
            let strings = try OddsBoostStrings(table: table, locale: locale)
            try self.init(tiers: tiers, strings: strings, animation: SegmentAnimationTokens(theme: profile.theme))
            segmentColors = SegmentColors.byAppearance(profile.theme)
        } catch let error as OddsBoostStringsError {
            throw ProfileError(description: "\(profile.id) \(locale): \(error)", brandHasNoOddsBoost: false)
        } catch {
            throw ProfileError(description: "\(profile.id): \(error)", brandHasNoOddsBoost: false)
        }
    }
}

extension SegmentAnimationTokens {
    /// The brand's `segmentFill`, `segmentAdd` and `segmentRemove` presets over the original app's
    /// figures: what a profile leaves out keeps the standard value.
    public init(theme: Theme) {
        var tokens = SegmentAnimationTokens.standard
        if let fill = theme.animation[AnimationTokenName.segmentFill] {
            tokens.fill.duration = fill.duration ?? tokens.fill.duration
            tokens.unfill.duration = fill.duration ?? tokens.unfill.duration
            tokens.stagger = fill.stagger ?? tokens.stagger
            if fill.reduceMotion == AnimationPreset.ReduceMotion.none {
                tokens.reducedMotion = SegmentAnimation(effect: .crossFade, curve: .linear, duration: 0)
            }
        }
        if let add = theme.animation[AnimationTokenName.segmentAdd] {
            let from = add.scaleFrom ?? 0.3
            tokens.add = SegmentAnimation(
                effect: .scaleFade(fromScale: from, toScale: 1, fromOpacity: 0, toOpacity: 1),
                curve: add.spring.map { .spring(response: $0.response, dampingFraction: $0.damping) } ?? tokens.add.curve,
                delay: add.delay ?? tokens.add.delay, duration: add.duration ?? tokens.add.duration)
            tokens.showBar = SegmentAnimation(effect: tokens.add.effect, curve: tokens.add.curve, duration: tokens.add.duration)
        }
        if let remove = theme.animation[AnimationTokenName.segmentRemove] {
            tokens.remove = SegmentAnimation(
                effect: .scaleFade(fromScale: 1, toScale: remove.scaleTo ?? 0.3, fromOpacity: 1, toOpacity: 0),
                curve: tokens.remove.curve, delay: remove.delay ?? 0, duration: remove.duration ?? tokens.remove.duration)
            tokens.hideBar = tokens.remove
        }
        self = tokens
    }
}
