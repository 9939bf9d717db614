import BrandModel

/// The code behind a tool slot: what its badge shows, what a tap does, which theme
/// tokens it adds. Profiles name a handler by ``id`` in `appBar.toolSlot.handler`.
///
/// Most handlers need only ``id``, ``kind`` and ``tap(_:)``; the rest has defaults.
/// See `docs/handlers.md` for a complete example.
public protocol ToolSlotHandler: Sendable {
    /// The id profiles use (`locker`, `ladbrokes.locker`).
    var id: String { get }
    /// The kind of slot it serves; a profile's `toolSlot.kind` must match.
    var kind: ToolSlotKind { get }

    /// The handler set up for one profile's tool slot, read once when a session starts
    /// (its `config` section has already passed the handler's schema, if it ships one).
    func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> Self

    /// The tool info that feeds the badge, observed while the profile says `observeBalance: true`.
    func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error>

    /// The badge for one tool info; nil shows none.
    func badge(for info: ToolInfo) -> ToolBadge?

    /// What a tap on the slot does: changes to the state and the effects to perform.
    /// The reducer adds the analytics event itself.
    func tap(_ state: inout AppBarState) -> [AppBarEffect]

    /// Theme tokens the slot adds (`colors.toolSlot.icon`); a profile token of the same
    /// name overrides them.
    func themeTokens(for profile: BrandProfile) -> Theme
}

extension ToolSlotHandler {
    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> Self { self }

    public func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error> {
        source.toolInfo(for: kind)
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance) : nil
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        ToolSlotStyle.standard.tokens(from: profile.theme)
    }

    /// A whole-number setting of the profile's `config`, for ``configured(for:)``; nil when absent.
    /// - Throws: ``ToolSlotConfigurationError`` naming the setting when it is not a whole number of at least `minimum`.
    public func wholeNumberSetting(_ key: String, in toolSlot: ToolSlotProfile, minimum: Int) throws(ToolSlotConfigurationError) -> Int? {
        guard let setting = toolSlot.config?[key] else { return nil }
        guard let value = setting.int, value >= minimum else {
            throw ToolSlotConfigurationError(handler: id, message: "config.\(key) must be a whole number of at least \(minimum)")
        }
        return value
    }
}

/// Why a handler cannot serve a profile's tool slot.
public struct ToolSlotConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var handler: String
    public var message: String

    public init(handler: String, message: String) {
        self.handler = handler
        self.message = message
    }

    public var description: String { "handler \(handler): \(message)" }
}
