import BrandModel

/// What the checks across a folder's brands (``ScenarioCoverage``, ``AssetNameOtherBrand``)
/// need of a brand that loaded: a few facts, taken on the thread that loaded it, so the
/// document can be dropped there.
public struct FolderBrand: Sendable, Equatable {
    public var id: String
    public var path: String
    public var toolSlotKind: ToolSlotKind
    public var hasOddsBoost: Bool
    public var observesBalance: Bool
    /// The engine's flags that are on.
    public var flagsOn: Set<FeatureFlag>
    /// The asset names the profile gives, each where it is written.
    public var assets: [Asset]

    /// An asset name and where it is written (the brand's file, or a base's).
    public struct Asset: Sendable, Equatable {
        public var name: String
        public var file: String
        public var position: Diagnostic.Position

        public init(name: String, file: String, position: Diagnostic.Position) {
            self.name = name
            self.file = file
            self.position = position
        }
    }

    public init(
        id: String, path: String, toolSlotKind: ToolSlotKind, hasOddsBoost: Bool, observesBalance: Bool = false,
        flagsOn: Set<FeatureFlag> = [], assets: [Asset] = []
    ) {
        self.id = id
        self.path = path
        self.toolSlotKind = toolSlotKind
        self.hasOddsBoost = hasOddsBoost
        self.observesBalance = observesBalance
        self.flagsOn = flagsOn
        self.assets = assets
    }

    /// The facts of a brand that loaded; nil for one that did not (its errors say why).
    public init?(_ load: ProfileLoad) {
        guard let profile = load.profile else { return nil }
        var assets: [Asset] = []
        if let potIcon = profile.appBar.potIcon {
            let mark = load.document?.node(at: Self.potIconPath)?.mark
            assets.append(Asset(
                name: potIcon, file: mark.map(load.sources.path(of:)) ?? load.path,
                position: Diagnostic.Position(line: mark?.line ?? 1, column: mark?.column ?? 1)))
        }
        self.init(
            id: load.id, path: load.path, toolSlotKind: profile.appBar.toolSlot.kind, hasOddsBoost: profile.oddsBoost != nil,
            observesBalance: profile.appBar.toolSlot.observesBalance,
            flagsOn: Set(FeatureFlag.allCases.filter { profile.flags[$0] }), assets: assets)
    }

    /// Where the profile names its one asset, the pot icon.
    static let potIconPath = ["appBar", "potIcon"]
}
