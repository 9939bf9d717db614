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
    public var markets: Set<String>?
    public var locales: Set<String>?
    public var platforms: Set<FlagPlatform>?
    public var appVersion: VersionRange?
    /// Per user attribute, the values it may have; in the order written.
    public var user: [(name: String, values: Set<String>)]

    public init(
        markets: Set<String>? = nil, locales: Set<String>? = nil, platforms: Set<FlagPlatform>? = nil,
        appVersion: VersionRange? = nil, user: [(name: String, values: Set<String>)] = []
    ) {
        self.markets = markets
        self.locales = locales
        self.platforms = platforms
        self.appVersion = appVersion
        self.user = user
    }

    public var isEmpty: Bool {
        markets == nil && locales == nil && platforms == nil && appVersion == nil && user.isEmpty
    }

    public func hold(in context: FlagContext, version: SemanticVersion?) -> Bool {
        if let markets, !context.market.map(markets.contains).orFalse { return false }
        if let locales, !context.locale.map(locales.contains).orFalse { return false }
        if let platforms, !context.platform.map(platforms.contains).orFalse { return false }
        if let appVersion, !version.map(appVersion.contains).orFalse { return false }
        for attribute in user where !context.attributes[attribute.name].map(attribute.values.contains).orFalse {
            return false
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

extension Optional<Bool> {
    fileprivate var orFalse: Bool { self ?? false }
}
