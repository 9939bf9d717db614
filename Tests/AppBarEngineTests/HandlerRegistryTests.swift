import AppBarEngine
import BrandModel
import LadbrokesHandlers
import NedsHandlers
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
import YAMLNode
import YAMLReader

/// The registry, the built-ins, each brand module, and the handler config schemas.
@Suite("Handler registry", .tags(.shippedBrands))
struct HandlerRegistryTests {
    @Test func builtInsServeBrandsThatNeedNoCode() {
        #expect(HandlerRegistry.builtIn.directory == HandlerDirectory(["locker": .locker, "toolbox": .toolbox, "none": .none]))
    }

    @Test func theStandardRegistryHoldsOneRoomPerBrand() throws {
        let registry = try StandardHandlers.registry()
        #expect(registry.directory == HandlerDirectory([
            "locker": .locker, "toolbox": .toolbox, "none": .none, "ladbrokes.locker": .locker, "neds.toolbox": .toolbox,
        ]))
    }

    @Test func everyShippedProfileNamesARegisteredHandlerOfItsKind() throws {
        let catalog = try Repository.loader().loadCatalog(at: Repository.brands).catalog
        #expect(catalog.ids == (try Repository.shippedBrandIDs()))
        for id in catalog.ids {
            let profile = try #require(catalog[id])
            let handler = try StandardHandlers.registry().handler(for: profile.appBar.toolSlot.handler)
            #expect(handler.kind == profile.appBar.toolSlot.kind, "\(id)")
        }
    }

    /// No dead plugins: every handler a brand module registers is named by some profile in
    /// `Brands/` (the built-ins serve brands that need no code, so they may wait for one).
    @Test func everyBrandModuleHandlerIsUsedByAShippedProfile() throws {
        let catalog = try Repository.loader().loadCatalog(at: Repository.brands).catalog
        let used = Set(catalog.ids.compactMap { catalog[$0]?.appBar.toolSlot.handler })
        let builtIn = Set(HandlerRegistry.builtIn.ids)
        let unused = try StandardHandlers.registry().ids.filter { !builtIn.contains($0) && !used.contains($0) }
        #expect(unused == [], "registered but named by no brand: \(unused)")
    }

    @Test func anUnknownIDSaysWhatIsRegisteredAndWhatWasMeant() throws {
        let registry = try StandardHandlers.registry()
        #expect(throws: HandlerRegistryError.unknownID("ladbroke.locker", registered: registry.ids, suggestion: "ladbrokes.locker")) {
            try registry.handler(for: "ladbroke.locker")
        }
        let error = HandlerRegistryError.unknownID("ladbroke.locker", registered: ["locker", "ladbrokes.locker"], suggestion: "ladbrokes.locker")
        #expect(error.description
            == "no tool-slot handler \"ladbroke.locker\" is registered. Did you mean \"ladbrokes.locker\"? Registered: locker, ladbrokes.locker.")
    }

    @Test func anIDCanBeRegisteredOnce() throws {
        var registry = HandlerRegistry.builtIn
        #expect(throws: HandlerRegistryError.duplicateID("toolbox")) { try registry.register(ToolboxHandler()) }
        #expect(throws: HandlerRegistryError.duplicateID("ladbrokes.locker")) {
            try LadbrokesHandlers.registry().merging(LadbrokesHandlers.registry())
        }
    }

    @Test func aProfileWhoseKindDiffersFromItsHandlersIsRefused() throws {
        var profile = try FixtureProfiles.profile("neds")
        profile.appBar.toolSlot.handler = "ladbrokes.locker"
        #expect(throws: AppBarSetupError.kindMismatch(handler: "ladbrokes.locker", handlerKind: .locker, profileKind: .toolbox)) {
            try AppBarReducer(profile: profile, registry: StandardHandlers.registry())
        }
        profile.appBar.toolSlot.handler = "neds.toolbx"
        #expect(throws: AppBarSetupError.self) { try AppBarReducer(profile: profile, registry: StandardHandlers.registry()) }
    }

    @Test func ladbrokesReadsItsBadgeLimitAndRefusesANonsenseOne() throws {
        var toolSlot = try FixtureProfiles.profile("ladbrokes").appBar.toolSlot
        toolSlot.config = try YAMLParser().parse("badgeLimit: 9")
        let handler = try LadbrokesLockerHandler().configured(for: toolSlot)
        #expect(handler.badge(for: ToolInfo(balance: 12)) == ToolBadge(count: 12, limit: 9))
        #expect(handler.badge(for: ToolInfo(balance: 12))?.text == "9+")
        #expect(handler.toggle.userTrayDismissalDelay == .milliseconds(300))
        toolSlot.config = try YAMLParser().parse("badgeLimit: 0")
        #expect(throws: ToolSlotConfigurationError.self) { try LadbrokesLockerHandler().configured(for: toolSlot) }
        toolSlot.config = nil
        #expect(try LadbrokesLockerHandler().configured(for: toolSlot).badgeLimit == 99)
    }

    @Test(arguments: [
        ("ladbrokes.locker", "badgeLimit: 99", true),
        ("ladbrokes.locker", "badgeLimit: 0", false),
        ("ladbrokes.locker", "badgeLimit: lots", false),
        ("ladbrokes.locker", "badgeLimt: 99", false),
        ("locker", "{}", true),
        ("locker", "badgeLimit: 99", false),
        ("toolbox", "{}", true),
        ("toolbox", "route: toolbox", false),
    ])
    func handlerSchemasCheckTheirConfig(handler: String, config: String, isValid: Bool) throws {
        let schemas = try Repository.schemas()
        let schema = try #require(schemas.handlers[handler])
        #expect(schema.validate(try YAMLParser().parse(config)).isEmpty == isValid)
    }

    @Test func brandHandlersContributeTheirTokens() throws {
        let ladbrokes = try FixtureProfiles.reducer("ladbrokes").initialState.theme
        #expect(ladbrokes.hex("toolSlot.icon") == "#FFD200")
        #expect(ladbrokes.hex("toolSlot.badge.background") == "#FFFFFF")
        #expect(ladbrokes.hex("toolSlot.badge.text") == "#E4002B")
        #expect(ladbrokes.spacing["toolSlot.width"] == 28)
        #expect(ladbrokes.animation["toolSlot.reveal"] == AnimationPreset(spring: .init(response: 0.4, damping: 0.85), reduceMotion: .crossFade))

        let neds = try FixtureProfiles.reducer("neds").initialState.theme
        #expect(neds.hex("toolSlot.icon") == "#FF6B00")
        #expect(neds.animation["toolSlot.reveal"] == AnimationPreset(spring: .init(response: 0.4, damping: 0.85)))

        let betcha = try FixtureProfiles.profile("betcha")
        #expect(ToolboxHandler().themeTokens(for: betcha).colors["toolSlot.icon"]?.text == "#FFFFFF")

        #expect(try FixtureProfiles.reducer("tabnz").initialState.theme.spacing["toolSlot.width"] == 0)
        #expect(try FixtureProfiles.reducer("tabnz").initialState.theme.colors["toolSlot.icon"] == nil)
    }

    @Test func profileTokensWinOverHandlerTokens() throws {
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.theme.colors["toolSlot.icon"] = ColorToken("#00FF00")
        let theme = try AppBarReducer(profile: profile, registry: StandardHandlers.registry()).initialState.theme
        #expect(theme.colors["toolSlot.icon"] == RGBA(red: 0, green: 255, blue: 0))
        #expect(theme.hex("appBar.background") == "#E4002B")
        #expect(theme.typography["balance"] == TextStyle(family: "Ladbrokes Sans", size: 14, weight: "semibold"))
        #expect(theme.spacing["appBar.height"] == 56)
    }
}
