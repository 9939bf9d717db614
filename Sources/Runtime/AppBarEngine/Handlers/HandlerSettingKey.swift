/// The name of one of a handler's own settings (a key of the profile's `toolSlot.config`),
/// declared once by the handler and used wherever the setting is read or declared:
/// `static let badgeLimitSetting: HandlerSettingKey = "badgeLimit"`.
public struct HandlerSettingKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }
}
