import BrandModel
import Localization

/// A brand's odds-boost ladder, texts for one locale and animation tokens; turns a
/// selection count (and optional live stairs) into an `OddsBoostDisplay`.
///
/// Every display the profile's tiers can produce is computed here, once, so that the
/// per-selection work is an array lookup.
public struct OddsBoostConfiguration: Sendable {
    /// Everything immutable, behind one reference: copying a configuration (as every
    /// engine step does) then costs one retain instead of one per string and table.
    private final class Storage: Sendable {
        let tiers: [OddsBoostTier]
        let strings: OddsBoostStrings
        let animation: SegmentAnimationTokens
        let texts: OddsBoostTexts
        let displaysBySelections: [OddsBoostDisplay]

        init(tiers: [OddsBoostTier], strings: OddsBoostStrings, animation: SegmentAnimationTokens,
             texts: OddsBoostTexts, displaysBySelections: [OddsBoostDisplay]) {
            self.tiers = tiers
            self.strings = strings
            self.animation = animation
            self.texts = texts
            self.displaysBySelections = displaysBySelections
        }
    }

    private let storage: Storage

    /// Tiers sorted by `minSelections`.
    public var tiers: [OddsBoostTier] { storage.tiers }
    /// Parsed texts for `locale`.
    public var strings: OddsBoostStrings { storage.strings }
    /// Animation timings for the progress segments.
    public var animation: SegmentAnimationTokens { storage.animation }
    /// The locale the texts are in.
    public var locale: LocaleIdentifier { storage.strings.locale }
    /// Pre-rendered texts for every tier percent; copied and extended by engines.
    var texts: OddsBoostTexts { storage.texts }
    /// The segments' colours in each appearance (empty when made without a theme).
    public var segmentColors: [Appearance: SegmentColors] = [:]

    /// - Throws: `OddsBoostConfigurationError` for a tier below one selection, a duplicate
    ///   `minSelections` or a non-positive percent.
    public init(tiers: [OddsBoostTier], strings: OddsBoostStrings, animation: SegmentAnimationTokens = .standard) throws(OddsBoostConfigurationError) {
        let sorted = tiers.sorted { $0.minSelections < $1.minSelections }
        for (index, tier) in sorted.enumerated() {
            if tier.minSelections < 1 { throw .minSelectionsBelowOne(tier) }
            // One display is rendered per count up to the last tier: the count must be bounded.
            if tier.minSelections > OddsBoostTierProfile.maximumMinSelections { throw .minSelectionsAboveMaximum(tier) }
            if tier.percent <= 0 { throw .nonPositivePercent(tier) }
            if index > 0, sorted[index - 1].minSelections == tier.minSelections {
                throw .duplicateMinSelections(tier.minSelections)
            }
        }
        var texts = OddsBoostTexts(strings: strings)
        let lastCount = sorted.last?.minSelections ?? 0
        // The display for 0...lastCount selections; higher counts use the last one.
        let displays = (0...lastCount).map { selections in
            let (current, next) = Self.tiers(around: selections, in: sorted)
            return Self.display(selections: selections, current: current, next: next, texts: &texts)
        }
        // Stairs may pair any tier percent with any remaining count; render those up front too.
        for tier in sorted {
            _ = texts.capsule(percent: tier.percent)
            _ = texts.headingMax(percent: tier.percent)
            _ = texts.headingNext(percent: tier.percent)
            for remaining in 1...max(lastCount, 1) {
                _ = texts.callToAction(remaining: remaining, percent: tier.percent)
            }
        }
        storage = Storage(tiers: sorted, strings: strings, animation: animation, texts: texts, displaysBySelections: displays)
    }

    /// The display for `selections` qualifying selections.
    ///
    /// Live `stairs` win over the profile's tiers when consistent with `selections`; a
    /// stale push (the user has since passed its next tier or dropped below its current
    /// one) is ignored until the next push, so the box never contradicts the betslip.
    public func display(selections: Int, stairs: OddsBoostStairs? = nil) -> OddsBoostDisplay {
        if let stairs, stairs.isConsistent(withSelections: selections) {
            var texts = storage.texts
            return Self.display(selections: selections, current: stairs.current, next: stairs.next, texts: &texts)
        }
        return profileDisplay(selections: selections)
    }

    /// As `display(selections:stairs:)`, remembering texts rendered for unknown percentages in `texts`.
    func display(selections: Int, stairs: OddsBoostStairs?, texts: inout OddsBoostTexts) -> OddsBoostDisplay {
        if let stairs, stairs.isConsistent(withSelections: selections) {
            return Self.display(selections: selections, current: stairs.current, next: stairs.next, texts: &texts)
        }
        return profileDisplay(selections: selections)
    }

    private func profileDisplay(selections: Int) -> OddsBoostDisplay {
        guard selections > 0 else { return .hidden }
        let displays = storage.displaysBySelections
        return displays[min(selections, displays.count - 1)]
    }

    /// Highest tier with `minSelections <= selections` and lowest tier above it.
    static func tiers(around selections: Int, in sorted: [OddsBoostTier]) -> (current: OddsBoostTier?, next: OddsBoostTier?) {
        guard let nextIndex = sorted.firstIndex(where: { $0.minSelections > selections }) else {
            return (sorted.last, nil)
        }
        return (nextIndex > 0 ? sorted[nextIndex - 1] : nil, sorted[nextIndex])
    }

    /// The state table: hidden for an empty betslip or no ladder; the max heading only when
    /// there is no next tier; otherwise the offer, call to action and progress for the next tier.
    static func display(selections: Int, current: OddsBoostTier?, next: OddsBoostTier?, texts: inout OddsBoostTexts) -> OddsBoostDisplay {
        guard selections > 0 else { return .hidden }
        let capsule = current.map { texts.capsule(percent: $0.percent) }
        guard let next else {
            guard let current else { return .hidden }
            return OddsBoostDisplay(
                isVisible: true, capsule: capsule, heading: texts.headingMax(percent: current.percent),
                currentTier: current
            )
        }
        let remaining = next.minSelections - selections
        return OddsBoostDisplay(
            isVisible: true,
            capsule: capsule,
            heading: texts.headingNext(percent: next.percent),
            callToAction: texts.callToAction(remaining: remaining, percent: next.percent),
            segments: ProgressSegments(total: next.minSelections, filled: selections),
            currentTier: current,
            nextTier: next
        )
    }
}
