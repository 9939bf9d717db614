import AppBarEngine
import BrandModel

/// What an ``AppBarTestStore`` assertion changes to say what it expects: the state before
/// the step, which the test changes to the state it expects after it. ``AppBarState`` has no
/// public setters; this has, for tests only. Reads of every other field pass through.
///
/// ```swift
/// store.send(.itemTapped(.toolSlot)) {
///     $0.userTrayVisible = false
///     $0[toolSlot: LockerHandler.self].openingScheduled = true
/// }
/// ```
@dynamicMemberLookup
public struct AppBarStateExpectation: Sendable, Equatable {
    /// The state as expected so far.
    public package(set) var state: AppBarState

    public init(_ state: AppBarState) {
        self.state = state
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<AppBarState, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// The tool-slot handler's own state, as `Handler` keeps it (the handler's initial state
    /// when the bar holds another handler's).
    public subscript<Handler: ToolSlotHandler>(toolSlot handler: Handler) -> Handler.State {
        get { state.toolSlotState(of: Handler.self) ?? handler.initialState }
        set { state.toolSlot = ToolSlotValue(newValue) }
    }

    /// The tool-slot handler's own state, for a handler whose initial state needs no configuration.
    public subscript<Handler: ToolSlotHandler>(toolSlot handler: Handler.Type) -> Handler.State? {
        get { state.toolSlotState(of: Handler.self) }
        set { state.toolSlot = newValue.map { ToolSlotValue($0) } ?? .none }
    }

    public var authentication: AuthenticationState {
        get { state.authentication }
        set { state.authentication = newValue }
    }
    public var items: [AppBarItem] {
        get { state.items }
        set { state.items = newValue }
    }
    public var layout: AppBarLayout {
        get { state.layout }
        set { state.layout = newValue }
    }
    public var balance: String? {
        get { state.balance }
        set { state.balance = newValue }
    }
    public var balanceAmount: Double? {
        get { state.balanceAmount }
        set { state.balanceAmount = newValue }
    }
    public var betslipCount: Int {
        get { state.betslipCount }
        set { state.betslipCount = newValue }
    }
    /// Changes with the flag context (`betslip-native` decides the source).
    public var betslipCountSource: BetslipCountSource {
        get { state.betslipCountSource }
        set { state.betslipCountSource = newValue }
    }
    public var flagContext: FlagContext {
        get { state.flagContext }
        set { state.flagContext = newValue }
    }
    public var toolBadge: ToolBadge? {
        get { state.toolBadge }
        set { state.toolBadge = newValue }
    }
    public var userTrayVisible: Bool {
        get { state.userTrayVisible }
        set { state.userTrayVisible = newValue }
    }
    public var toolSlot: ToolSlotValue {
        get { state.toolSlot }
        set { state.toolSlot = newValue }
    }
    public var appearance: Appearance {
        get { state.appearance }
        set { state.appearance = newValue }
    }
    public var theme: AppBarTheme {
        get { state.theme }
        set { state.theme = newValue }
    }
    public var reduceMotion: Bool {
        get { state.reduceMotion }
        set { state.reduceMotion = newValue }
    }
    public var buttonPress: AppBarMotion {
        get { state.buttonPress }
        set { state.buttonPress = newValue }
    }
    /// Changes with a delivered profile (``AppBarTestStore/deliver(_:registry:sourceLocation:_:)``).
    public var pendingBetsLabel: String {
        get { state.pendingBetsLabel }
        set { state.pendingBetsLabel = newValue }
    }
    /// Changes with a delivered profile.
    public var potIcon: String? {
        get { state.potIcon }
        set { state.potIcon = newValue }
    }
    /// Changes with a delivered profile.
    public var toolSlotKind: ToolSlotKind {
        get { state.toolSlotKind }
        set { state.toolSlotKind = newValue }
    }
}
