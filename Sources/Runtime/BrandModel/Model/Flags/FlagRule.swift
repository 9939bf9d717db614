import Localization

/// One rule of a flag: conditions, all of which must hold, and what a matching context
/// gets.
public struct FlagRule: Sendable, Hashable {
    /// The conditions of `when`; empty matches every context.
    public var conditions: FlagConditions
    public var outcome: Outcome

    public enum Outcome: Sendable, Hashable {
        case value(Bool)
        case rollout(FlagRollout)
    }

    public init(conditions: FlagConditions = FlagConditions(), outcome: Outcome) {
        self.conditions = conditions
        self.outcome = outcome
    }
}

/// A percentage split: a context whose bucket is below `basisPoints` gets `true`, the
/// rest `false`.
public struct FlagRollout: Sendable, Hashable {
    /// The percentage in hundredths (25% is 2,500), so no platform rounds a fraction.
    public var basisPoints: Int
    /// The context attribute bucketed (``FlagContext/bucketingValue(_:)``).
    public var bucketBy: String
    public var salt: String

    public init(basisPoints: Int, bucketBy: String, salt: String) {
        self.basisPoints = basisPoints
        self.bucketBy = bucketBy
        self.salt = salt
    }

    /// The percentage as written (`25`, `12.5`, `0.05`).
    public var percentText: String {
        let whole = basisPoints / 100, fraction = basisPoints % 100
        if fraction == 0 { return "\(whole)" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// A rule's `when`: each condition that is set must hold. A list matches when the context's
/// value is one of it; a condition on something the context lacks does not hold.
public struct FlagConditions: Sendable, Hashable {
    public var markets: Set<String>? { didSet { marketList = markets.map(Array.init) } }
    public var locales: Set<LocaleIdentifier>? { didSet { localeList = locales.map(Array.init) } }
    public var platforms: Set<FlagPlatform>? { didSet { platformMaskIfSet = Self.mask(platforms) } }
    public var appVersion: VersionRange?
    /// Per user attribute, the values it may have; in the order written.
    public var user: [(name: String, values: Set<String>)]

    // What `hold` reads, kept with the sets they mirror: a platform is one bit, and a short
    // list of markets compares a few inline strings where a set would hash the context's.
    private var marketList: [String]?
    private var localeList: [LocaleIdentifier]?
    private var platformMaskIfSet: UInt8?

    public init(
        markets: Set<String>? = nil, locales: Set<LocaleIdentifier>? = nil, platforms: Set<FlagPlatform>? = nil,
        appVersion: VersionRange? = nil, user: [(name: String, values: Set<String>)] = []
    ) {
        self.markets = markets
        self.locales = locales
        self.platforms = platforms
        self.appVersion = appVersion
        self.user = user
        marketList = markets.map(Array.init)
        localeList = locales.map(Array.init)
        platformMaskIfSet = Self.mask(platforms)
    }

    /// The platforms as bits of ``FlagPlatform``, every bit when the condition is not set.
    var platformMask: UInt8 { platformMaskIfSet ?? .max }

    private static func mask(_ platforms: Set<FlagPlatform>?) -> UInt8? {
        platforms.map { $0.reduce(0) { $0 | $1.bit } }
    }

    public var isEmpty: Bool {
        markets == nil && locales == nil && platforms == nil && appVersion == nil && user.isEmpty
    }

    /// Whether every condition holds; the cheapest first (one bit, three integers), which
    /// changes nothing but the time: all must hold, and none has an effect.
    public func hold(in context: FlagContext, version: SemanticVersion?) -> Bool {
        if let platformMaskIfSet {
            guard let platform = context.platform, platformMaskIfSet & platform.bit != 0 else { return false }
        }
        if let appVersion {
            guard let version, appVersion.contains(version) else { return false }
        }
        if let marketList {
            guard let market = context.market, marketList.contains(market) else { return false }
        }
        if let localeList {
            guard let locale = context.locale, localeList.contains(locale) else { return false }
        }
        for attribute in user {
            guard let value = context.attributes[attribute.name], attribute.values.contains(value) else { return false }
        }
        return true
    }

    /// Whether every context these conditions match, `wider` matches too: each condition
    /// `wider` sets, these set as narrowly or more.
    public func isWithin(_ wider: FlagConditions) -> Bool {
        func within<Element>(_ narrow: Set<Element>?, _ wide: Set<Element>?) -> Bool {
            guard let wide else { return true }
            guard let narrow else { return false }
            return narrow.isSubset(of: wide)
        }
        guard within(markets, wider.markets), within(locales, wider.locales), within(platforms, wider.platforms) else { return false }
        if let wideRange = wider.appVersion {
            guard let appVersion, appVersion.isWithin(wideRange) else { return false }
        }
        let narrowUser = Dictionary(user.map { ($0.name, $0.values) }, uniquingKeysWith: { first, _ in first })
        return wider.user.allSatisfy { attribute in narrowUser[attribute.name].map { $0.isSubset(of: attribute.values) } ?? false }
    }

    public static func == (lhs: FlagConditions, rhs: FlagConditions) -> Bool {
        lhs.markets == rhs.markets && lhs.locales == rhs.locales && lhs.platforms == rhs.platforms
            && lhs.appVersion == rhs.appVersion && lhs.user.map(\.name) == rhs.user.map(\.name)
            && lhs.user.map(\.values) == rhs.user.map(\.values)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(markets)
        hasher.combine(locales)
        hasher.combine(platforms)
        hasher.combine(appVersion)
        for attribute in user {
            hasher.combine(attribute.name)
            hasher.combine(attribute.values)
        }
    }
}
