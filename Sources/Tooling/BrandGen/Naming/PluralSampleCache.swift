import BrandModel
import Infrastructure
import Localization

/// Plural samples by locale, each computed once per generator rather than once per brand:
/// a sample evaluates a locale's rule 201 times, and a run's brands share a few locales.
/// A memo of a pure function, so the output is the same on any thread, in any order.
final class PluralSampleCache: Sendable {
    private let samples = LockedValue<[LocaleIdentifier: PluralSample]>([:])

    func sample(for locale: LocaleIdentifier) -> PluralSample {
        if let known = samples.withLock({ $0[locale] }) { return known }
        let sample = PluralSample(rules: PluralRules(locale: locale))
        samples.withLock { $0[locale] = sample }
        return sample
    }
}
