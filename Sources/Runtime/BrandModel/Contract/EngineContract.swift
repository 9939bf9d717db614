/// What the engine reads from a profile: the strings it displays and the theme tokens
/// it consumes. Lint rules check profiles against this contract, and the report shows it.
public enum EngineContract {
    /// A string the engine displays: its ``StringKey`` and what the key declares.
    public struct StringRequirement: Sendable, Equatable {
        public var stringKey: StringKey
        public var key: String { stringKey.rawValue }
        /// Placeholders every translation must use (``StringKey/requiredPlaceholders``).
        public var placeholders: Set<String> { stringKey.requiredPlaceholders }
        /// Placeholders a translation may use (``StringKey/allowedPlaceholders``).
        public var allowedPlaceholders: Set<String> { stringKey.allowedPlaceholders }
        /// Whether it takes plural forms (it is rendered with a count).
        public var isPlural: Bool { stringKey.isPlural }
        /// What needs it, for messages ("the locker tool slot").
        public var neededBy: String { stringKey.neededBy }

        public init(_ stringKey: StringKey) {
            self.stringKey = stringKey
        }
    }

    /// The parts of a profile ``requiredStrings(for:)`` reads (with the locales and strings
    /// they are looked up in): the bars' items, the pending-bets label, the tool slot, and
    /// whether odds boost is on (not its ladder).
    public static let requiredStringsRead: Set<ProfilePath> = [
        .locales, .strings, .appBarSignedOut, .appBarSignedIn, .appBarPendingBetsLabel, .appBarToolSlot, .oddsBoost,
    ]

    /// The strings a brand's engine displays, given what the brand has.
    public static func requiredStrings(for profile: BrandProfile) -> [StringRequirement] {
        let appBar = profile.appBar
        let toolSlot = appBar.toolSlot
        // A dozen items at most: scanning the two lists beats hashing them into a set.
        func shows(_ item: AppBarItem) -> Bool { appBar.signedOut.contains(item) || appBar.signedIn.contains(item) }
        var keys: [StringKey] = []
        if shows(.search) { keys.append(.search) }
        if shows(.login) { keys.append(.login) }
        if shows(.join) { keys.append(.join) }
        if shows(.balance) { keys.append(.balance) }
        if shows(.pendingBets) { keys.append(.pendingBets(appBar.pendingBetsLabel)) }
        if shows(.betslipCounter) { keys.append(.betslip) }
        if shows(.userTray) { keys.append(.userTray) }
        if shows(.toolSlot), toolSlot.kind != .none {
            keys.append(.tool(toolSlot.kind))
            if toolSlot.observesBalance { keys.append(.toolBadge) }
        }
        if profile.oddsBoost != nil { keys += StringKey.oddsBoost }
        return keys.map(StringRequirement.init)
    }

    /// Every string any brand's engine may display, each once: what a profile's keys are
    /// checked against (plain text or plural forms, misspellings).
    public static let allStrings: [StringRequirement] = StringKey.allCases.map(StringRequirement.init)

    /// ``allStrings`` by key.
    public static let stringsByKey: [String: StringRequirement] = Dictionary(
        allStrings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// Theme tokens the engine, its tool-slot handlers and the report read, by group: the
    /// declared token names (``ColorTokenName``, ``TypographyTokenName``, ``SpacingTokenName``,
    /// ``AnimationTokenName``), handler-owned `toolSlot.*` ones included, since a profile may
    /// override those (docs/handlers.md).
    public static let consumedTokens: [ThemeGroup: Set<String>] = [
        ColorTokenName.group: ColorTokenName.names,
        TypographyTokenName.group: TypographyTokenName.names,
        SpacingTokenName.group: SpacingTokenName.names,
        AnimationTokenName.group: AnimationTokenName.names,
    ]
}
