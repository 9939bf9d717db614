import BrandModel

/// `brand-scenario-missing`: a brand that no scenario replays gets a warning saying which
/// existing scenario to copy, one of the brand that works most like it: the same tool-slot
/// kind first, then the same odds boost (or none), then the same balance observation and
/// engine flags, which decide the routes and counts a scenario expects. Among brands alike
/// at the same level, the one with the most scenarios is the model (ties: the first id),
/// as docs/adding-a-brand.md tells a reader choosing a profile to copy.
///
/// It is a check of the brands folder against the scenarios folder, not of one profile,
/// so it runs after the brands of a folder are loaded, on the few facts it needs of each
/// (``FolderBrand``).
public enum ScenarioCoverage {
    public static let description = RuleDescription(
        id: "brand-scenario-missing",
        summary: "Every brand has at least one scenario (a file whose `brand:` names it) in the scenarios folder; the hint names one to copy.",
        severity: .warning,
        triggering: [],
        nonTriggering: [])

    /// One warning per brand without a scenario, at the top of its file; the scenarios of
    /// the other brands given are the ones suggested.
    public static func check(_ brands: [FolderBrand], against index: ScenarioIndex) -> [Diagnostic] {
        let byID = Dictionary(brands.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The scenario to suggest for each kind of brand, found once: O(brands + scenarios).
        var model: [Likeness: (brand: FolderBrand, scenario: String)] = [:]
        var anyScenario: String?
        // The best-covered brands first, so at each level of likeness the first one found wins.
        let modelOrder = index.scenariosByBrand.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        for (id, scenarios) in modelOrder {
            guard let first = scenarios.first else { continue }
            anyScenario = anyScenario ?? first
            guard let brand = byID[id] else { continue }
            // The scenario named after what the brand's tool slot does shows it best.
            let scenario = scenarios.first { fileName($0).contains(brand.toolSlotKind.rawValue) } ?? first
            for level in Likeness.Level.allCases where model[Likeness(brand, level)] == nil {
                model[Likeness(brand, level)] = (brand, scenario)
            }
        }
        return brands.filter { index.scenariosByBrand[$0.id] == nil }.map { brand in
            let copy = "to \(index.folder)/\(brand.id).yaml, set `brand: \(brand.id)` and adjust its expectations (docs/adding-a-brand.md)"
            let hint: String
            if let like = Likeness.Level.allCases.lazy.compactMap({ model[Likeness(brand, $0)] }).first {
                hint = "copy \(like.scenario) (\(like.brand.id) also has \(likeness(of: like.brand, to: brand))) \(copy)"
            } else if let anyScenario {
                hint = "copy a scenario such as \(anyScenario) \(copy)"
            } else {
                hint = "write one in \(index.folder) with `brand: \(brand.id)` (docs/brandsim.md)"
            }
            return Diagnostic(
                file: brand.path, line: 1, column: 1, severity: description.severity, rule: description.id,
                message: "no scenario in \(index.folder) replays brand \"\(brand.id)\"", hint: hint)
        }
    }

    /// What two brands share, as the hint says it: "a locker and an odds boost".
    private static func likeness(of model: FolderBrand, to brand: FolderBrand) -> String {
        let slot = model.toolSlotKind == .none ? "no tool slot" : "a \(model.toolSlotKind.rawValue)"
        return model.hasOddsBoost && brand.hasOddsBoost ? slot + " and an odds boost" : slot
    }

    private static func fileName(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    }

    /// Brands alike enough that one's scenario is a good start for the other, at a level
    /// of likeness: one hash lookup per level, however many brands there are.
    private struct Likeness: Hashable {
        enum Level: CaseIterable {
            /// The same tool slot, odds boost, balance observation and flags.
            case all
            /// The same tool slot and odds boost.
            case slotAndBoost
            /// The same tool slot.
            case slot
        }

        var kind: ToolSlotKind
        var oddsBoost: Bool?
        var observesBalance: Bool?
        var flagsOn: Set<FeatureFlag>?

        init(_ brand: FolderBrand, _ level: Level) {
            kind = brand.toolSlotKind
            oddsBoost = level == .slot ? nil : brand.hasOddsBoost
            observesBalance = level == .all ? brand.observesBalance : nil
            flagsOn = level == .all ? brand.flagsOn : nil
        }
    }
}
