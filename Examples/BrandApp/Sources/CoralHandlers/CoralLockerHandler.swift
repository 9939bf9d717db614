import AppBarEngine
import BrandModel

/// Coral's locker (`coral.locker`): the engine's built-in locker in Coral's look (the user
/// tray closes first, then the locker opens after the profile's `dismissUserTrayFirst`), with
/// a badge capped at `config.badgeLimit` (default 9, `9+` beyond).
///
/// Declared as data in `Handlers/coral.locker.handler.json` (its id, kind and config schema),
/// so brandlint, brandgen and brandreport accept Coral's profile without this code.
public struct CoralLockerHandler: LockerSlotHandler {
    public static let id = "coral.locker"

    /// The built-in locker this one is made of: its toggle and its theme tokens.
    public var locker = LockerHandler(id: CoralLockerHandler.id, style: CoralHandlers.lockerStyle)
    public var badgeLimit = 9
    /// The setting that caps the badge: `config: { badgeLimit: 9 }`.
    public static let badgeLimitSetting: HandlerSettingKey = "badgeLimit"

    public var id: String { locker.id }
    /// The locker's toggle as the profile set it up; tap, state and actions are every locker's (``LockerSlotHandler``).
    public var toggle: LockerToggle { locker.toggle }

    public init() {}

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> CoralLockerHandler {
        var handler = self
        handler.locker = try locker.configured(for: toolSlot)
        handler.badgeLimit = try wholeNumberSetting(Self.badgeLimitSetting, in: toolSlot, minimum: 1) ?? badgeLimit
        return handler
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance, limit: badgeLimit) : nil
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        locker.themeTokens(for: profile)
    }
}
