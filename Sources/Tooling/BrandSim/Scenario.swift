import AppBarEngine
import BrandModel
import Localization
import OddsBoost
import YAMLNode

/// A scripted session for one brand: steps to replay and what must hold along the way.
public struct Scenario: Sendable {
    public var file: String
    public var brand: String
    public var brandMark: Mark
    /// The locale to run in; nil means the brand's first.
    public var locale: LocaleIdentifier?
    /// Flag values that override the profile's.
    public var flags: [(name: String, isOn: Bool)]
    public var steps: [ScenarioStep]
}

/// One step, with where it is written.
public struct ScenarioStep: Sendable {
    public enum Kind: Sendable {
        case send(AppBarAction)
        case advance(Duration)
        case selections(Int)
        case stairs(OddsBoostStairs?)
        case reduceMotion(Bool)
        /// The system's appearance changes (dark mode, increased contrast), for the bar and the box.
        case appearance(Appearance)
        case cache(CacheStep)
        case delivery(DeliveryStep)
        case expect([Expectation])
        case expectEffect([Expectation])
        /// The flag context changes to one whose user is named by where it falls in a flag's
        /// split (`userId: { flag: betslip-native, inside: 25 }`): resolved against the
        /// brand's profile when the step runs, so a ramp does not move the user.
        case flagContext(FlagContext, placement: UserPlacement)
        /// One of the handler's own actions, as the step describes it (``ToolSlotScenarioAction``).
        case toolSlotAction(Node)
    }

    public var kind: Kind
    public var mark: Mark
    /// The step as written, for traces and failure messages (`tap: toolSlot`).
    public var text: String
}

/// Steps that drive the tool-slot data cache: what it holds, how old, what a fetch returns.
public enum CacheStep: Sendable, Equatable {
    /// The cache holds this tool balance, stored `age` ago.
    case cached(balance: Int, age: Duration)
    /// The next fetch of tool info returns this balance.
    case fetchResult(balance: Int)
    /// The next fetch fails.
    case fetchFailure(String)
    /// The app ships this value as a bundled placeholder, shown when nothing is cached.
    case bundled(balance: Int)
    /// A new app bar is created: it reads the tool info through the cache.
    case openAppBar
    /// Pending background refreshes complete.
    case settle
}

/// Steps that drive remote brand delivery (docs/delivery.md): what the static host serves.
public enum DeliveryStep: Sendable, Equatable {
    /// The host publishes a signed bundle of this version with the scenario's brand (renamed
    /// when `name` is given); the app refreshes.
    case remoteManifest(version: Int, name: String?)
    /// The host is unreachable for one refresh.
    case remoteFailure
    /// The host serves altered files (`document`, `signature` or `replay`); the app refreshes.
    case tamper(String)
    /// The app starts again over the same folder (a cold start: the bundle accepted before is
    /// served from it) and refreshes, with the host unreachable when `offline`.
    case relaunch(offline: Bool)
    /// The host publishes the next version with the profile in this file (relative to the
    /// scenario's folder) as the brand's; the app refreshes, and an accepted profile reaches the bar.
    case deliver(path: String)
}

/// A key and the value it must have.
public struct Expectation: Sendable {
    public var key: String
    public var value: Node
    public var mark: Mark
}

/// A scenario's user named by where it falls in a flag's split: the first of `user-0`,
/// `user-1` ... whose bucket is below `inside` (inside the first 25%) or at least `outside`
/// (outside the first 50%), both in hundredths of a percent; both may be given.
public struct UserPlacement: Sendable, Equatable {
    public var flag: String
    public var inside: Int?
    public var outside: Int?

    public init(flag: String, inside: Int? = nil, outside: Int? = nil) {
        self.flag = flag
        self.inside = inside
        self.outside = outside
    }
}
