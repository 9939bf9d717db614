/// A value owned by the tool-slot handler — its state, an action for it, or an effect it
/// emits — held by the engine without knowing its type, and given back typed to whoever
/// asks for that type (``value(as:)``).
///
/// The value sits behind one immutable reference: copying a state costs a retain, and two
/// states holding the same value compare by identity before comparing the values.
public struct ToolSlotValue: Sendable, Equatable, CustomStringConvertible {
    private let box: ToolSlotValueBox

    /// Wraps `value`.
    public init<Value: Sendable & Equatable>(_ value: Value) {
        box = TypedToolSlotValueBox(value)
    }

    /// The value if it is a `Value`; nil when it is another type (another handler's).
    public func value<Value: Sendable & Equatable>(as type: Value.Type) -> Value? {
        (box as? TypedToolSlotValueBox<Value>)?.value
    }

    /// Whether the value is a `Value`.
    public func holds<Value: Sendable & Equatable>(_ type: Value.Type) -> Bool {
        box is TypedToolSlotValueBox<Value>
    }

    /// For a handler state that adopts ``ToolSlotPanelState``: whether its panel is open; nil otherwise.
    public var isPanelOpen: Bool? { box.isPanelOpen }

    /// The value as Swift prints it (`open`, `wallet(points: 120)`), for traces and diagnostics.
    public var description: String { box.description }

    /// The state of a handler that keeps none.
    public static let none = ToolSlotValue(NoToolSlotState())

    public static func == (lhs: ToolSlotValue, rhs: ToolSlotValue) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }
}

/// The state of a handler that keeps none (``NoToolSlotHandler``, ``ToolboxHandler``).
public struct NoToolSlotState: Sendable, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "none" }
}

/// A handler state whose slot opens a panel over the screen (the locker): the store animates
/// its opening and closing with the `lockerToggle` preset (``AppBarAnimationPlan/locker``).
public protocol ToolSlotPanelState {
    var isPanelOpen: Bool { get }
}

/// Immutable, so sharing it between threads is safe; subclasses add only `let`s.
private class ToolSlotValueBox: @unchecked Sendable {
    let isPanelOpen: Bool?

    init(isPanelOpen: Bool?) {
        self.isPanelOpen = isPanelOpen
    }

    func isEqual(to other: ToolSlotValueBox) -> Bool { false }
    var description: String { "" }
}

private final class TypedToolSlotValueBox<Value: Sendable & Equatable>: ToolSlotValueBox, @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
        super.init(isPanelOpen: (value as? any ToolSlotPanelState)?.isPanelOpen)
    }

    override func isEqual(to other: ToolSlotValueBox) -> Bool {
        guard let other = other as? TypedToolSlotValueBox<Value> else { return false }
        return value == other.value
    }

    override var description: String { String(describing: value) }
}
