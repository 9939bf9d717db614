import AppBarEngine
import BrandModel

/// Coral's locker (`coral.locker`): the engine's locker toggle (the user tray closes first,
/// then the locker opens after the profile's `dismissUserTrayFirst`), a badge capped at
/// `config.badgeLimit` (default 9, `9+` beyond), drawn in Coral's yellow accent.
///
/// Declared as data in `Handlers/coral.locker.handler.json` (its id, kind and config schema),
/// so brandlint, brandgen and brandreport accept Coral's profile without this code.
public struct CoralLockerHandler: ToolSlotHandler {
    public static let id = "coral.locker"
    public static let defaultBadgeLimit = 9

    public var id: String { Self.id }
    public var kind: ToolSlotKind { .locker }
    public var badgeLimit: Int
    public var toggle: LockerToggle

    public init(badgeLimit: Int = CoralLockerHandler.defaultBadgeLimit) {
        self.badgeLimit = badgeLimit
        self.toggle = LockerToggle(userTrayDismissalDelay: nil)
    }

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> CoralLockerHandler {
        var handler = self
        handler.toggle = LockerToggle(toolSlot: toolSlot)
        handler.badgeLimit = try wholeNumberSetting("badgeLimit", in: toolSlot, minimum: 1) ?? badgeLimit
        return handler
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance, limit: badgeLimit) : nil
    }

    public func tap(_ state: inout AppBarState) -> [AppBarEffect] {
        toggle.tap(&state)
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        CoralHandlers.lockerStyle.tokens(from: profile.theme)
    }
}
