import BrandModel

/// The odds-boost box's state as `expect` names it, declared once for the parser and the
/// world. The capsule and the call to action are the texts of their engine strings, so they
/// go by those strings' keys.
enum OddsBoostStateKey: CaseIterable {
    case visible, capsule, heading, callToAction, segments, segmentColors, winBoostLabel, oddsLabel, ops

    var rawValue: String {
        switch self {
        case .visible: "oddsBoost.visible"
        case .capsule: StringKey.oddsBoostCapsule.rawValue
        case .heading: "oddsBoost.heading"
        case .callToAction: StringKey.oddsBoostCallToAction.rawValue
        case .segments: "oddsBoost.segments"
        case .segmentColors: "oddsBoost.segmentColors"
        case .winBoostLabel: "oddsBoost.winBoostLabel"
        case .oddsLabel: "oddsBoost.oddsLabel"
        case .ops: "oddsBoost.ops"
        }
    }
}
