/// A string the engine displays: the one declaration of its profile key, whether it takes
/// plural forms, and the placeholders it may and must use.
///
/// The engine contract, the lint rules, the odds-boost runtime check and the report all read
/// these; no other module spells a key. `{amount}` is a formatted balance, `{count}` a
/// number formatted for the locale, `{percent}` a tier percentage formatted for the locale.
public enum StringKey: Hashable, Sendable {
    case search, login, join
    /// The balance pill's spoken label, e.g. `Balance {amount}`.
    case balance
    /// The pending-bets button, under whichever label the brand uses.
    case pendingBets(PendingBetsLabel)
    /// The betslip counter's spoken label, plural on `{count}`.
    case betslip
    case userTray
    /// The tool slot's name, by the kind of slot (`appBar.locker`). Never `.none`.
    case tool(ToolSlotKind)
    /// The tool-slot badge, plural on `{count}`.
    case toolBadge
    /// The odds-boost capsule with the reached tier, e.g. `{percent}`.
    case oddsBoostCapsule
    /// The odds-boost heading while a next tier exists, e.g. `Get {percent} win boost`.
    case oddsBoostHeadingNext
    /// The odds-boost heading at the top tier, e.g. `Max win boost activated! ({percent})`.
    case oddsBoostHeadingMax
    /// The odds-boost call to action, plural on `{count}`, e.g. one: `Add {count} more
    /// qualifying selection to get a {percent} win boost` (docs/domain.md, The odds boost: the engine renders the
    /// selections still needed and the next tier's percentage).
    case oddsBoostCallToAction
    /// The label before the boosted winnings on the betslip, e.g. `Win Boost:` (docs/domain.md, The odds boost,
    /// hard-coded in English there). Plain, no placeholders.
    case oddsBoostWinBoostLabel
    /// The label before the total odds on the betslip, e.g. `Odds:` (docs/domain.md, The odds boost). Plain, no
    /// placeholders.
    case oddsBoostOddsLabel

    /// The key as profiles write it under `strings.<locale>`.
    public var rawValue: String {
        switch self {
        case .search: "appBar.search"
        case .login: "appBar.login"
        case .join: "appBar.join"
        case .balance: "appBar.balance"
        case .pendingBets(let label): "appBar.pendingBets.\(label.rawValue)"
        case .betslip: "appBar.betslip"
        case .userTray: "appBar.userTray"
        case .tool(let kind): "appBar.\(kind.rawValue)"
        case .toolBadge: "appBar.toolBadge"
        case .oddsBoostCapsule: "oddsBoost.capsule"
        case .oddsBoostHeadingNext: "oddsBoost.heading.next"
        case .oddsBoostHeadingMax: "oddsBoost.heading.max"
        case .oddsBoostCallToAction: "oddsBoost.callToAction"
        case .oddsBoostWinBoostLabel: "oddsBoost.label.winBoost"
        case .oddsBoostOddsLabel: "oddsBoost.label.odds"
        }
    }

    /// The key a profile writes as `rawValue`, if the engine displays one.
    public init?(rawValue: String) {
        guard let key = Self.byRawValue[rawValue] else { return nil }
        self = key
    }

    /// Every key the engine may display, each once, in the contract's order.
    public static let allCases: [StringKey] =
        [.search, .login, .join, .balance] + PendingBetsLabel.allCases.map(StringKey.pendingBets)
        + [.betslip, .userTray] + ToolSlotKind.allCases.filter { $0 != .none }.map(StringKey.tool)
        + [.toolBadge] + oddsBoost

    /// The odds-boost box's keys.
    public static let oddsBoost: [StringKey] = [
        .oddsBoostCapsule, .oddsBoostHeadingNext, .oddsBoostHeadingMax, .oddsBoostCallToAction, .oddsBoostWinBoostLabel, .oddsBoostOddsLabel,
    ]

    private static let byRawValue: [String: StringKey] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether it takes plural forms (it is rendered with a count).
    public var isPlural: Bool {
        switch self {
        case .betslip, .toolBadge, .oddsBoostCallToAction: true
        default: false
        }
    }

    /// The placeholders a translation may use: the ones the engine fills in.
    public var allowedPlaceholders: Set<String> {
        switch self {
        case .balance: Placeholders.amount
        case .betslip, .toolBadge: Placeholders.count
        case .oddsBoostCapsule, .oddsBoostHeadingNext, .oddsBoostHeadingMax: Placeholders.percent
        case .oddsBoostCallToAction: Placeholders.countAndPercent
        default: []
        }
    }

    /// The placeholders every translation (every plural form) must use. The same as the
    /// allowed ones: a count or percentage written in as a figure (`11%`) would not follow
    /// the data, so the engine's every value must appear.
    public var requiredPlaceholders: Set<String> { allowedPlaceholders }

    /// What displays it, for messages ("the locker tool slot").
    public var neededBy: String {
        switch self {
        case .search: "the search button"
        case .login: "the login button"
        case .join: "the join button"
        case .balance: "the balance pill"
        case .pendingBets: "the pending-bets button"
        case .betslip: "the betslip counter"
        case .userTray: "the user tray button"
        case .tool(let kind): "the \(kind.rawValue) tool slot"
        case .toolBadge: "the tool-slot badge"
        case .oddsBoostCapsule: "the odds-boost capsule"
        case .oddsBoostHeadingNext: "the odds-boost heading"
        case .oddsBoostHeadingMax: "the odds-boost heading at the top tier"
        case .oddsBoostCallToAction: "the odds-boost call to action"
        case .oddsBoostWinBoostLabel: "the betslip's win-boost label"
        case .oddsBoostOddsLabel: "the betslip's odds label"
        }
    }

    /// Placeholder sets built once, not hashed again for every profile.
    private enum Placeholders {
        static let amount: Set<String> = ["amount"]
        static let count: Set<String> = ["count"]
        static let percent: Set<String> = ["percent"]
        static let countAndPercent: Set<String> = ["count", "percent"]
    }
}

extension StringKey: CustomStringConvertible {
    public var description: String { rawValue }
}
