/// The profile string keys the odds-boost box uses, with the placeholders each may use.
///
/// `{percent}` is a tier percentage already formatted for the locale (`15%`, `15 %`);
/// `{count}` is the number of selections still needed, formatted for the locale.
public enum OddsBoostStringKey: String, CaseIterable, Sendable, Hashable {
    /// The capsule with the reached tier, e.g. `{percent}`. Plain.
    case capsule = "oddsBoost.capsule"
    /// Heading while a next tier exists, e.g. `Get {percent} win boost`. Plain.
    case headingNext = "oddsBoost.heading.next"
    /// Heading at the top tier, e.g. `Max win boost activated! ({percent})`. Plain.
    case headingMax = "oddsBoost.heading.max"
    /// Call to action, plural on `{count}`, e.g. one: `Add {count} more qualifying selection
    /// to get a {percent} win boost`. Plural.
    case callToAction = "oddsBoost.callToAction"
    /// The label before the boosted winnings on the betslip, e.g. `Win Boost:`. Plain, no placeholders.
    case winBoostLabel = "oddsBoost.label.winBoost"
    /// The label before the total odds on the betslip, e.g. `Odds:`. Plain, no placeholders.
    case oddsLabel = "oddsBoost.label.odds"

    /// Whether the key takes plural forms.
    public var isPlural: Bool { self == .callToAction }

    /// Whether the key is a fixed label next to a value the app renders (seed 000's
    /// "Win Boost:" and "Odds:", hard-coded in English there).
    public var isLabel: Bool { self == .winBoostLabel || self == .oddsLabel }

    /// Placeholders the key may use.
    public var allowedPlaceholders: Set<String> {
        if isLabel { return [] }
        return self == .callToAction ? ["count", "percent"] : ["percent"]
    }

    /// Placeholders every form must use: the percentage always comes from data, so a
    /// hard-coded "11%" cannot pass validation. Labels carry none.
    public var requiredPlaceholders: Set<String> { isLabel ? [] : ["percent"] }
}
