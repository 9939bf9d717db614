import Spelling
import YAMLNode

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

    /// The declaration a `flagContext:` mapping writes (in a profile, or in a repository's
    /// `brandengine.yml`), read as the loader reads a profile's: a part left out is the
    /// standard one's. The problem of a mapping that is not one, with its mark and a hint.
    public static func decode(_ node: Node) -> Result<FlagContextDeclaration, FlagContextProblem> {
        guard let mapping = node.mapping else {
            return .failure(FlagContextProblem(message: "flagContext must be a mapping of markets, platforms and user", mark: node.mark))
        }
        let keys = FlagContextKey.allCases.map(\.rawValue)
        for entry in mapping.entries where FlagContextKey(rawValue: entry.key) == nil {
            return .failure(FlagContextProblem(
                message: "flagContext does not know `\(DisplayText.escaped(entry.key))`", mark: entry.keyMark,
                hint: SpellingSuggestion.didYouMean(entry.key, among: keys).map { "did you mean `\($0)`?" } ?? "its keys are \(keys.joined(separator: ", "))"))
        }
        for entry in node[FlagContextKey.user.rawValue]?.mapping?.entries ?? [] {
            let type = entry.value.string ?? entry.value[FlagAttributeKey.type.rawValue]?.string
            guard let type, FlagAttributeType(rawValue: type) != nil else {
                return .failure(FlagContextProblem(
                    message: "user attribute `\(DisplayText.escaped(entry.key))` needs a type", mark: entry.value.mark,
                    hint: "one of \(FlagAttributeType.allCases.map(\.rawValue).joined(separator: ", ")), e.g. `\(DisplayText.escaped(entry.key)): string`"))
            }
        }
        return .success(FlagDecoder.context(node))
    }

    /// The attribute `name`, nil when undeclared.
    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// What `rollout.by` may name: `userId`, then each bucketing attribute.
    public var bucketingKeys: [String] {
        [FlagContext.userIdKey] + attributes.filter(\.bucketing).map(\.name)
    }
}

/// Why a `flagContext:` mapping outside a profile (a repository's settings) does not read.
public struct FlagContextProblem: Error, Sendable, Equatable {
    public var message: String
    public var mark: Mark
    public var hint: String?

    public init(message: String, mark: Mark, hint: String? = nil) {
        self.message = message
        self.mark = mark
        self.hint = hint
    }
}
