import BrandModel
import YAMLNode

/// The odds-boost part of `react-native/<id>.ts`: the brand's tiers and `oddsBoostDisplay`,
/// the `OddsBoost` module's state table (docs/odds-boost.md) as a pure function of the
/// selection count and optional live stairs. A differential test holds it to the Swift
/// engine for every shipped brand and locale.
enum ReactNativeOddsBoostWriter {
    /// The placeholder the odds-boost texts take the tier's percent in (`OddsBoostTexts`).
    static let percentPlaceholder = "percent"

    /// The tiers as the engine reads them: sorted by `minSelections`, percents rounded to
    /// whole numbers as `OddsBoostTier(minSelections:fraction:)` rounds the profile's; a
    /// ladder the engine's configuration refuses is an error here too.
    static func tiers(_ oddsBoost: OddsBoostProfile) throws(GenerationError) -> [(minSelections: Int, percent: Int)] {
        let tiers = oddsBoost.tiers.map { tier -> (minSelections: Int, percent: Int) in
            let scaled = tier.percent / 100 * 100
            let percent = scaled.isFinite && scaled.magnitude < 1e9 ? Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5) : 0
            return (tier.minSelections, percent)
        }.sorted { $0.minSelections < $1.minSelections }
        for (index, tier) in tiers.enumerated() {
            guard tier.minSelections >= 1, tier.minSelections <= OddsBoostTierProfile.maximumMinSelections, tier.percent > 0,
                  index == 0 || tiers[index - 1].minSelections != tier.minSelections else {
                throw GenerationError("the odds-boost tier \(tier.minSelections):\(tier.percent)% is one the engine refuses")
            }
        }
        return tiers
    }

    static func write(_ profile: BrandProfile, into out: inout ByteWriter) throws(GenerationError) {
        let tiers = try profile.oddsBoost.map(Self.tiers) ?? []
        out += """
            export interface OddsBoostTier {
              readonly minSelections: number;
              /** Whole percent: 15 is 15%. */
              readonly percent: number;
            }
            /** Live tiers from the server; they win over the profile's when consistent with the selections. */
            export interface OddsBoostStairs {
              readonly current?: OddsBoostTier | null;
              readonly next?: OddsBoostTier | null;
            }
            /** The progress bar: `total` segments, the first `filled` of them filled. */
            export interface ProgressSegments {
              readonly total: number;
              readonly filled: number;
            }
            /** Everything the odds-boost box shows, assembled and localized. */
            export interface OddsBoostDisplay {
              readonly isVisible: boolean;
              readonly capsule: string | null;
              readonly heading: string | null;
              readonly callToAction: string | null;
              readonly segments: ProgressSegments | null;
              readonly currentTier: OddsBoostTier | null;
              readonly nextTier: OddsBoostTier | null;
            }

            /** Whether the brand has the odds-boost box; without it the box is always hidden. */
            export const hasOddsBoost: boolean = \(profile.oddsBoost != nil);
            /** The profile's ladder, lowest tier first. */
            export const oddsBoostTiers: readonly OddsBoostTier[] = [

            """
        for tier in tiers {
            out += "  { minSelections: "
            out.append(decimal: tier.minSelections)
            out += ", percent: "
            out.append(decimal: tier.percent)
            out += " },\n"
        }
        let percent = TypeScriptText.literal(percentPlaceholder)
        let count = TypeScriptText.literal(FormatString.countPlaceholder)
        out += """
            ];

            const hiddenOddsBoost: OddsBoostDisplay = {
              isVisible: false, capsule: null, heading: null, callToAction: null, segments: null, currentTier: null, nextTier: null,
            };

            /**
             * The odds-boost box for `selections` qualifying selections in `locale`, as the engine's
             * `OddsBoostEngine` shows it: hidden for none; the reached tier's capsule; the max heading
             * only when there is no next tier, else the next tier's heading, call to action and
             * progress. Consistent live `stairs` win over the profile's tiers (docs/odds-boost.md).
             */
            export function oddsBoostDisplay(selections: number, locale: Locale, stairs?: OddsBoostStairs | null): OddsBoostDisplay {
              if (!hasOddsBoost) return hiddenOddsBoost;
              const n = selections > 0 ? Math.floor(selections) : 0;
              let current: OddsBoostTier | null = null;
              let next: OddsBoostTier | null = null;
              const live = stairs == null ? null : { current: stairs.current == null ? null : stairs.current, next: stairs.next == null ? null : stairs.next };
              if (live !== null && (live.current === null || live.current.minSelections <= n) && (live.next === null || n < live.next.minSelections)) {
                current = live.current;
                next = live.next;
              } else {
                for (const tier of oddsBoostTiers) {
                  if (tier.minSelections > n) {
                    next = tier;
                    break;
                  }
                  current = tier;
                }
              }
              if (n === 0) return hiddenOddsBoost;
              const resolved = resolveLocale(locale);
              const capsule = current === null ? null : render(resolved, \(TypeScriptText.literal(StringKey.oddsBoostCapsule.rawValue)), { \(percent): formatPercent(resolved, current.percent) });
              if (next === null) {
                if (current === null) return hiddenOddsBoost;
                return {
                  isVisible: true,
                  capsule,
                  heading: render(resolved, \(TypeScriptText.literal(StringKey.oddsBoostHeadingMax.rawValue)), { \(percent): formatPercent(resolved, current.percent) }),
                  callToAction: null,
                  segments: null,
                  currentTier: current,
                  nextTier: null,
                };
              }
              const total = Math.max(next.minSelections, 0);
              return {
                isVisible: true,
                capsule,
                heading: render(resolved, \(TypeScriptText.literal(StringKey.oddsBoostHeadingNext.rawValue)), { \(percent): formatPercent(resolved, next.percent) }),
                callToAction: render(resolved, \(TypeScriptText.literal(StringKey.oddsBoostCallToAction.rawValue)), {
                  \(count): next.minSelections - n,
                  \(percent): formatPercent(resolved, next.percent),
                }),
                segments: { total, filled: Math.min(n, total) },
                currentTier: current,
                nextTier: next,
              };
            }

            """
    }
}
