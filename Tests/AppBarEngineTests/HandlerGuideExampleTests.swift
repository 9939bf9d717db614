import AppBarEngine
import BrandModel
import Testing
import YAMLNode
import YAMLReader

// A toolbox handler written as docs/handlers.md describes, kept here so that it always compiles and works.

/// Acme's toolbox (`acme.toolbox`): the badge counts unopened tools up to
/// `config.badgeLimit` (default 9), and opening the toolbox clears it at once.
public struct AcmeToolboxHandler: ToolSlotHandler {
    public var id: String { "acme.toolbox" }
    public var kind: ToolSlotKind { .toolbox }
    public var badgeLimit = 9
    public static let badgeLimitSetting: HandlerSettingKey = "badgeLimit"

    public init() {}

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> AcmeToolboxHandler {
        var handler = self
        handler.badgeLimit = try wholeNumberSetting(Self.badgeLimitSetting, in: toolSlot, minimum: 1) ?? badgeLimit
        return handler
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance, limit: badgeLimit) : nil
    }

    public func tap(_ state: inout NoToolSlotState, bar: inout ToolSlotBar) -> [AppBarEffect] {
        // Opening the toolbox shows every tool, so nothing is new any more.
        bar.toolBadge = nil
        return [.navigate(.toolbox)]
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        ToolSlotStyle(
            colors: [
                HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
                HandlerColor(.toolSlotBadgeBackground, from: ColorTokenName.badgeBackground.rawValue),
                HandlerColor(.toolSlotBadgeText, from: ColorTokenName.badgeText.rawValue),
            ],
            width: 24, reveal: .heroTransition
        ).tokens(from: profile.theme)
    }
}

@Suite("Handler guide example")
struct HandlerGuideExampleTests {
    @Test func theExampleServesAToolboxProfile() throws {
        var registry = HandlerRegistry.builtIn
        try registry.register(AcmeToolboxHandler())
        var profile = try FixtureProfiles.profile("neds")
        profile.appBar.toolSlot.handler = "acme.toolbox"
        profile.appBar.toolSlot.config = try YAMLParser().parse("badgeLimit: 5")

        var session = try AppBarSession(profile: profile, registry: registry)
        _ = session.send(.signedIn(balance: 10))
        _ = session.send(.toolInfoArrived(ToolInfo(balance: 7)))
        #expect(session.state.toolBadge?.text == "5+")
        let effects = session.send(.itemTapped(.toolSlot))
        #expect(effects == [
            .analytics(AnalyticsEvent(item: .toolSlot, brand: "neds", authentication: .signedIn, route: .toolbox, toolSlotHandler: "acme.toolbox")),
            .navigate(.toolbox),
        ])
        #expect(session.state.toolBadge == nil)
        #expect(session.state.theme.hex("toolSlot.icon") == "#FF6B00")
        #expect(registry.directory.kind(of: "acme.toolbox") == .toolbox)
    }
}
