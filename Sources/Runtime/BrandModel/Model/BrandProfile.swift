import Localization
import YAMLNode

/// One brand, fully resolved: its base merged in, token references replaced, checked
/// against the schema. Built only from a profile that passed those checks.
public struct BrandProfile: Sendable, Equatable {
    public var id: String
    public var name: String
    /// The base it extends (`entain`), if any.
    public var base: String?
    /// Declared locales; the first is the default.
    public var locales: [LocaleIdentifier]
    public var currency: String
    public var appBar: AppBarProfile
    public var flags: FeatureFlags
    /// What the flags' rules may name (`flagContext:`, usually in the base); ``FlagContextDeclaration/standard`` when none is written.
    public var flagContext: FlagContextDeclaration
    /// Odds-boost stairs, or nil for brands without them.
    public var oddsBoost: OddsBoostProfile?
    /// How long cached tool-slot and lobby data counts as fresh.
    public var cacheTimeToLive: Duration
    public var theme: Theme
    public var strings: LocalizedStrings

    public init(
        id: String, name: String, base: String?, locales: [LocaleIdentifier], currency: String, appBar: AppBarProfile,
        flags: FeatureFlags, oddsBoost: OddsBoostProfile?, cacheTimeToLive: Duration, theme: Theme,
        strings: LocalizedStrings, flagContext: FlagContextDeclaration = .standard
    ) {
        self.id = id
        self.name = name
        self.base = base
        self.locales = locales
        self.currency = currency
        self.appBar = appBar
        self.flags = flags
        self.flagContext = flagContext
        self.oddsBoost = oddsBoost
        self.cacheTimeToLive = cacheTimeToLive
        self.theme = theme
        self.strings = strings
    }

    public var defaultLocale: LocaleIdentifier { locales[0] }

    /// The original app's choice (docs/domain.md, Tool-slot data): data is never more than ten minutes old.
    public static let defaultCacheTimeToLive: Duration = .seconds(600)
}
