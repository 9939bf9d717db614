/// What the engine reads from a profile: the strings it displays and the theme tokens
/// it consumes. Lint rules check profiles against this contract, and the report shows it.
public enum EngineContract {
    /// A string the engine displays.
    public struct StringRequirement: Sendable, Equatable {
        public var key: String
        /// Placeholders every translation must use, exactly.
        public var placeholders: Set<String>
        /// Whether it takes plural forms (it is rendered with a count).
        public var isPlural: Bool
        /// What needs it, for messages ("the locker tool slot").
        public var neededBy: String
    }

    /// The strings a brand's engine displays, given what the brand has.
    public static func requiredStrings(for profile: BrandProfile) -> [StringRequirement] {
        let appBar = profile.appBar
        // A dozen items at most: scanning the two lists beats hashing them into a set.
        let toolSlot = appBar.toolSlot
        return strings(
            shows: { appBar.signedOut.contains($0) || appBar.signedIn.contains($0) },
            pendingBetsLabels: [appBar.pendingBetsLabel],
            toolSlotKinds: toolSlot.kind == .none ? [] : [toolSlot.kind],
            observesBalance: toolSlot.observesBalance,
            oddsBoost: profile.oddsBoost != nil)
    }

    /// Every string any brand's engine may display, each once: what a profile's keys are
    /// checked against (plain text or plural forms, misspellings).
    public static let allStrings: [StringRequirement] = strings(
        shows: { _ in true }, pendingBetsLabels: PendingBetsLabel.allCases,
        toolSlotKinds: ToolSlotKind.allCases.filter { $0 != .none }, observesBalance: true, oddsBoost: true)

    /// ``allStrings`` by key.
    public static let stringsByKey: [String: StringRequirement] = Dictionary(
        allStrings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// The one declaration of the engine's strings; the two lists above are views of it.
    private static func strings(
        shows: (AppBarItem) -> Bool, pendingBetsLabels: [PendingBetsLabel], toolSlotKinds: [ToolSlotKind],
        observesBalance: Bool, oddsBoost: Bool
    ) -> [StringRequirement] {
        var requirements: [StringRequirement] = []
        func require(_ key: String, _ placeholders: Set<String> = [], plural: Bool = false, for neededBy: String) {
            requirements.append(StringRequirement(key: key, placeholders: placeholders, isPlural: plural, neededBy: neededBy))
        }
        if shows(.search) { require("appBar.search", for: "the search button") }
        if shows(.login) { require("appBar.login", for: "the login button") }
        if shows(.join) { require("appBar.join", for: "the join button") }
        if shows(.balance) { require("appBar.balance", Placeholders.amount, for: "the balance pill") }
        if shows(.pendingBets) {
            for label in pendingBetsLabels { require(label.stringKey, for: "the pending-bets button") }
        }
        if shows(.betslipCounter) { require("appBar.betslip", Placeholders.count, plural: true, for: "the betslip counter") }
        if shows(.userTray) { require("appBar.userTray", for: "the user tray button") }
        if shows(.toolSlot), !toolSlotKinds.isEmpty {
            for kind in toolSlotKinds { require("appBar.\(kind.rawValue)", for: "the \(kind.rawValue) tool slot") }
            if observesBalance {
                require("appBar.toolBadge", Placeholders.count, plural: true, for: "the tool-slot badge")
            }
        }
        if oddsBoost {
            require(OddsBoostStringKeys.capsule, Placeholders.percent, for: "the odds-boost capsule")
            require(OddsBoostStringKeys.nextTierHeading, Placeholders.percent, for: "the odds-boost heading")
            require(OddsBoostStringKeys.maxTierHeading, Placeholders.percent, for: "the odds-boost heading at the top tier")
            require(OddsBoostStringKeys.callToAction, Placeholders.countAndPercent, plural: true, for: "the odds-boost call to action")
            require(OddsBoostStringKeys.winBoostLabel, for: "the betslip's win-boost label")
            require(OddsBoostStringKeys.oddsLabel, for: "the betslip's odds label")
        }
        return requirements
    }

    /// Placeholder sets built once, not hashed again for every profile.
    private enum Placeholders {
        static let amount: Set<String> = ["amount"]
        static let count: Set<String> = ["count"]
        static let percent: Set<String> = ["percent"]
        static let countAndPercent: Set<String> = ["count", "percent"]
    }

    /// Theme tokens the engine and the report read, by group.
    public static let consumedTokens: [String: Set<String>] = [
        "colors": [
            "appBar.background", "appBar.foreground", "balancePill.background", "balancePill.text",
            "badge.background", "badge.text", "betslipCounter.background", "betslipCounter.text",
            "segment.empty", "segment.filled",
        ],
        "typography": ["balance", "badge", "label"],
        "spacing": ["appBar.height", "appBar.itemGap", "appBar.padding", "balancePill.radius"],
        "animation": AnimationPresetName.all,
    ]
}

/// The string keys of the odds-boost box.
public enum OddsBoostStringKeys {
    public static let capsule = "oddsBoost.capsule"
    public static let nextTierHeading = "oddsBoost.heading.next"
    public static let maxTierHeading = "oddsBoost.heading.max"
    public static let callToAction = "oddsBoost.callToAction"
    /// The label before the boosted winnings (`Win Boost:`, seed 000).
    public static let winBoostLabel = "oddsBoost.label.winBoost"
    /// The label before the total odds (`Odds:`, seed 000).
    public static let oddsLabel = "oddsBoost.label.odds"
}
