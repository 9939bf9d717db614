import BrandModel

/// The code behind a tool slot: what its badge shows, what a tap does, the state and
/// actions it keeps for itself, which theme tokens it adds. Profiles name a handler by
/// ``id`` in `appBar.toolSlot.handler`.
///
/// Most handlers need only ``id``, ``kind`` and ``tap(_:bar:)``; the rest has defaults.
/// A handler that keeps state of its own (the locker: open, opening scheduled; a rewards
/// wallet: its points) declares ``State`` and ``initialState``; one that reacts to actions
/// of its own (a scheduled opening, a wallet refresh) declares ``Action`` and
/// ``reduce(_:action:bar:)``. The engine keeps that state in ``AppBarState/toolSlot``,
/// type-erased, and gives it back typed: to the handler here, to views through
/// ``AppBarState/toolSlotState(of:)``. See `docs/handlers.md` for a complete example.
public protocol ToolSlotHandler: Sendable {
    /// What the handler keeps between steps; ``NoToolSlotState`` for a handler that keeps nothing.
    associatedtype State: Sendable & Equatable = NoToolSlotState
    /// The handler's own actions, sent as ``AppBarAction/toolSlot(_:)`` or scheduled by its
    /// effects; `Never` for a handler that has none.
    associatedtype Action: Sendable & Equatable = Never

    /// The id profiles use (`locker`, `ladbrokes.locker`).
    var id: String { get }
    /// The kind of slot it serves; a profile's `toolSlot.kind` must match.
    var kind: ToolSlotKind { get }
    /// The handler's state when a session starts.
    var initialState: State { get }

    /// The handler set up for one profile's tool slot, read once when a session starts
    /// (its `config` section has already passed the handler's schema, if it ships one).
    func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> Self

    /// The tool info that feeds the badge, observed while the profile says `observeBalance: true`.
    func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error>

    /// The badge for one tool info; nil shows none.
    func badge(for info: ToolInfo) -> ToolBadge?

    /// The badge for one tool info, seen with the handler's own state (a wallet's points, a
    /// vault's level): what the engine calls. The default is ``badge(for:)``, for a handler
    /// whose badge depends on the tool info alone.
    func badge(for info: ToolInfo, state: State) -> ToolBadge?

    /// What a tap on the slot does: changes to the handler's state and the bar's user tray
    /// and badge, and the effects to perform. The reducer adds the analytics event itself.
    func tap(_ state: inout State, bar: inout ToolSlotBar) -> [AppBarEffect]

    /// One of the handler's own actions.
    func reduce(_ state: inout State, action: Action, bar: inout ToolSlotBar) -> [AppBarEffect]

    /// The user signed out: drop what must not outlive the session (a scheduled opening).
    func signedOut(_ state: inout State) -> [AppBarEffect]

    /// Theme tokens the slot adds (`colors.toolSlot.icon`); a profile token of the same
    /// name overrides them.
    func themeTokens(for profile: BrandProfile) -> Theme
}

extension ToolSlotHandler where State == NoToolSlotState {
    public var initialState: NoToolSlotState { NoToolSlotState() }
}

extension ToolSlotHandler where Action == Never {
    // A `Never` argument makes the body unreachable: the compiler needs no statement (a
    // `switch action {}` here warned "will never be executed" once per handler in an app's build).
    public func reduce(_ state: inout State, action: Never, bar: inout ToolSlotBar) -> [AppBarEffect] {}
}

extension ToolSlotHandler {
    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> Self { self }

    public func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error> {
        source.toolInfo(for: kind)
    }

    public func badge(for info: ToolInfo) -> ToolBadge? {
        info.balance > 0 ? ToolBadge(count: info.balance) : nil
    }

    public func badge(for info: ToolInfo, state: State) -> ToolBadge? {
        badge(for: info)
    }

    public func signedOut(_ state: inout State) -> [AppBarEffect] { [] }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        ToolSlotStyle.standard.tokens(from: profile.theme)
    }

    /// `action` as an ``AppBarAction`` for this handler: what a view sends, and what a
    /// handler schedules (``ScheduledAction``).
    public static func action(_ action: Action) -> AppBarAction {
        .toolSlot(ToolSlotValue(action))
    }

    /// A whole-number setting of the profile's `config`, for ``configured(for:)``; nil when absent.
    /// - Throws: ``ToolSlotConfigurationError`` naming the setting when it is not a whole number of at least `minimum`.
    public func wholeNumberSetting(_ key: HandlerSettingKey, in toolSlot: ToolSlotProfile, minimum: Int) throws(ToolSlotConfigurationError) -> Int? {
        guard let setting = toolSlot.config?[key.rawValue] else { return nil }
        guard let value = setting.int, value >= minimum else {
            throw ToolSlotConfigurationError(handler: id, message: "config.\(key) must be a whole number of at least \(minimum)")
        }
        return value
    }
}

/// How the reducer reaches a handler it holds as `any ToolSlotHandler`: the erased state is
/// changed as ``ToolSlotHandler/State`` (started from the handler's initial state when it holds
/// another type; in place unless another state shares it, see `ToolSlotValue.modify`), and the
/// bar's common part is written back when it changed.
extension ToolSlotHandler {
    var initialToolSlotValue: ToolSlotValue { ToolSlotValue(initialState) }

    func tapErased(_ state: inout AppBarState) -> [AppBarEffect] {
        withOwnState(&state) { own, bar in tap(&own, bar: &bar) }
    }

    /// Nil when `action` is not one of this handler's.
    func reduceErased(_ action: ToolSlotValue, _ state: inout AppBarState) -> [AppBarEffect]? {
        guard let action = action.value(as: Action.self) else { return nil }
        return withOwnState(&state) { own, bar in reduce(&own, action: action, bar: &bar) }
    }

    /// The badge for `info`, with the handler's own state (its initial state while the bar holds another's).
    func badgeErased(for info: ToolInfo, in state: AppBarState) -> ToolBadge? {
        badge(for: info, state: state.toolSlot.value(as: State.self) ?? initialState)
    }

    func signedOutErased(_ state: inout AppBarState) -> [AppBarEffect] {
        withOwnState(&state) { own, _ in signedOut(&own) }
    }

    private func withOwnState(_ state: inout AppBarState, _ body: (inout State, inout ToolSlotBar) -> [AppBarEffect]) -> [AppBarEffect] {
        var bar = state.toolSlotBar
        let effects = state.toolSlot.modify(State.self, orStart: { initialState }) { own in body(&own, &bar) }
        state.apply(bar)
        return effects
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
