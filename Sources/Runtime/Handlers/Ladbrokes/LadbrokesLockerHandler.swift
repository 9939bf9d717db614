import AppBarEngine
import BrandModel

/// Ladbrokes' locker (`ladbrokes.locker`): the shared locker toggle, a badge capped at
/// `config.badgeLimit` (`99+` beyond, so the badge keeps its size), and the locker drawn
/// in the brand's accent with the `lockerToggle` spring.
///
/// Config (checked by `Schemas/handlers/ladbrokes.locker.handler.json`):
/// `badgeLimit`, an integer from 1 to 999, default 99.
public struct LadbrokesLockerHandler: LockerSlotHandler {
    public static let id = "ladbrokes.locker"
    public static let defaultBadgeLimit = 99

    public var id: String { Self.id }
    public var badgeLimit: Int
    /// The setting that caps the badge: `config: { badgeLimit: 99 }`.
    public static let badgeLimitSetting: HandlerSettingKey = "badgeLimit"
    public var toggle: LockerToggle

    public init(badgeLimit: Int = LadbrokesLockerHandler.defaultBadgeLimit) {
        self.badgeLimit = badgeLimit
        self.toggle = LockerToggle(userTrayDismissalDelay: nil)
    }

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> LadbrokesLockerHandler {
        var handler = self
        handler.toggle = LockerToggle(toolSlot: toolSlot)
        handler.badgeLimit = try wholeNumberSetting(Self.badgeLimitSetting, in: toolSlot, minimum: 1) ?? badgeLimit
        return handler
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance, limit: badgeLimit) : nil
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        LadbrokesHandlers.lockerStyle.tokens(from: profile.theme)
    }
}
