/// The flag context a group of brands declares once (`flagContext:` in its base, or in a
/// brand): the markets, platforms and user attributes its rules may name, so a condition
/// no app can satisfy (`market: au`, `by: userID`) is an error before it is signed.
///
/// ```yaml
/// flagContext:
///   markets: [AU, NZ]                  # left out: every ISO 3166-1 alpha-2 code
///   platforms: [ios, android]          # left out: every platform
///   user:
///     staff: boolean                   # a type alone
///     tier: { type: string, values: [gold, silver, bronze] }
///     accountId: { type: string, bucketing: true }
/// ```
public struct FlagContextDeclaration: Sendable, Hashable {
    public var markets: [String]
    public var platforms: [FlagPlatform]
    public var attributes: [Attribute]

    /// One declared user attribute.
    public struct Attribute: Sendable, Hashable {
        public var name: String
        public var type: FlagAttributeType
        /// The values it may have; nil when any value of its type.
        public var values: [String]?
        /// Whether a rollout may bucket by it.
        public var bucketing: Bool

        public init(name: String, type: FlagAttributeType = .string, values: [String]? = nil, bucketing: Bool = false) {
            self.name = name
            self.type = type
            self.values = values
            self.bucketing = bucketing
        }
    }

    public init(markets: [String] = MarketCode.iso3166, platforms: [FlagPlatform] = FlagPlatform.allCases, attributes: [Attribute] = []) {
        self.markets = markets
        self.platforms = platforms
        self.attributes = attributes
    }

    /// What a group that declares nothing has: every ISO market and platform, no user
    /// attributes, bucketing by `userId` only.
    public static let standard = FlagContextDeclaration()

    /// The attribute `name`, nil when undeclared.
    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// What `rollout.by` may name: `userId`, then each bucketing attribute.
    public var bucketingKeys: [String] {
        [FlagContext.userIdKey] + attributes.filter(\.bucketing).map(\.name)
    }
}
