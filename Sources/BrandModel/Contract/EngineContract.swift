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
        var requirements: [StringRequirement] = []
        func require(_ key: String, _ placeholders: Set<String> = [], plural: Bool = false, for neededBy: String) {
            requirements.append(StringRequirement(key: key, placeholders: placeholders, isPlural: plural, neededBy: neededBy))
        }
        let items = Set(profile.appBar.signedOut + profile.appBar.signedIn)
        if items.contains(.search) { require("appBar.search", for: "the search button") }
        if items.contains(.login) { require("appBar.login", for: "the login button") }
        if items.contains(.join) { require("appBar.join", for: "the join button") }
        if items.contains(.balance) { require("appBar.balance", ["amount"], for: "the balance pill") }
        if items.contains(.pendingBets) { require(profile.appBar.pendingBetsLabel.stringKey, for: "the pending-bets button") }
        if items.contains(.betslipCounter) { require("appBar.betslip", ["count"], plural: true, for: "the betslip counter") }
        if items.contains(.userTray) { require("appBar.userTray", for: "the user tray button") }
        let toolSlot = profile.appBar.toolSlot
        if items.contains(.toolSlot), toolSlot.kind != .none {
            require("appBar.\(toolSlot.kind.rawValue)", for: "the \(toolSlot.kind.rawValue) tool slot")
            if toolSlot.observesBalance {
                require("appBar.toolBadge", ["count"], plural: true, for: "the tool-slot badge")
            }
        }
        if profile.oddsBoost != nil {
            require(OddsBoostStringKeys.capsule, ["percent"], for: "the odds-boost capsule")
            require(OddsBoostStringKeys.nextTierHeading, ["percent"], for: "the odds-boost heading")
            require(OddsBoostStringKeys.maxTierHeading, ["percent"], for: "the odds-boost heading at the top tier")
            require(OddsBoostStringKeys.callToAction, ["count", "percent"], plural: true, for: "the odds-boost call to action")
        }
        return requirements
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
        "animation": [
            "buttonPress", "tabTransition", "heroTransition", "lockerToggle", "counterRoll", "loadingPulse",
            "segmentFill", "segmentAdd", "segmentRemove",
        ],
    ]
}

/// The string keys of the odds-boost box.
public enum OddsBoostStringKeys {
    public static let capsule = "oddsBoost.capsule"
    public static let nextTierHeading = "oddsBoost.heading.next"
    public static let maxTierHeading = "oddsBoost.heading.max"
    public static let callToAction = "oddsBoost.callToAction"
}
