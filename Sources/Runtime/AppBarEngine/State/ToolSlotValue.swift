import YAMLNode

/// A value owned by the tool-slot handler — its state, an action for it, or an effect it
/// emits — held by the engine without knowing its type, and given back typed to whoever
/// asks for that type (``value(as:)``).
///
/// The value sits behind one reference: copying a state costs a retain, and two states
/// holding the same value compare by identity before comparing the values. A reducer step
/// changes the handler's state in place when no other state shares it, and otherwise
/// changes a copy, wrapped again only when it changed.
public struct ToolSlotValue: Sendable, Equatable, CustomStringConvertible {
    private var box: Box

    /// One reference to the value. A non-generic class holding an existential, so wrapping
    /// and unwrapping in a reducer step instantiate no generic metadata.
    private final class Box: @unchecked Sendable {
        /// Written only by `modify`, and only while one `ToolSlotValue` holds the box
        /// (`isKnownUniquelyReferenced`): a shared box is never changed. That one holder is
        /// borrowed `inout` for the write, so no other access can overlap it and the run-time
        /// exclusivity check is left out.
        @exclusivity(unchecked) var value: any Equatable & Sendable

        init(_ value: any Equatable & Sendable) {
            self.value = value
        }
    }

    /// Wraps `value`.
    public init<Value: Sendable & Equatable>(_ value: Value) {
        box = Box(value)
    }

    /// The value if it is a `Value`; nil when it is another type (another handler's).
    public func value<Value: Sendable & Equatable>(as type: Value.Type) -> Value? {
        box.value as? Value
    }

    /// Whether the value is a `Value`.
    public func holds<Value: Sendable & Equatable>(_ type: Value.Type) -> Bool {
        Swift.type(of: box.value) == Value.self
    }

    /// Runs `body` on the value as a `Value`: the reducer's path to a handler's state. A value
    /// of another type (another handler's) is first replaced by `start()`.
    ///
    /// When this is the only holder of the box, the value is changed in place: no copy, no
    /// comparison, no allocation. When another state shares it (the store keeps the state
    /// before a step), a copy is changed and wrapped again only when it differs, so an
    /// unchanged state keeps sharing its box.
    package mutating func modify<Value: Sendable & Equatable>(
        _ type: Value.Type, orStart start: () -> Value, _ body: (inout Value) -> [AppBarEffect]
    ) -> [AppBarEffect] {
        guard isKnownUniquelyReferenced(&box) else {
            var own = start()
            let wasHeld = load(into: &own)
            let before = own
            let effects = body(&own)
            if !wasHeld || before != own { box = Box(own) }
            return effects
        }
        // Nil when the box holds another type; `Stored` is `Value` otherwise, the same memory.
        func open<Stored: Equatable & Sendable>(_ stored: inout Stored) -> [AppBarEffect]? {
            guard Stored.self == Value.self else { return nil }
            // The same type, so the same memory: rebound for this call only.
            return withUnsafeMutablePointer(to: &stored) { pointer in
                pointer.withMemoryRebound(to: Value.self, capacity: 1) { body(&$0.pointee) }
            }
        }
        if let effects = open(&box.value) { return effects }
        box.value = start()
        return open(&box.value) ?? []
    }

    /// Copies the value into `target` when it is a `Value`; false, and `target` untouched, otherwise.
    func load<Value>(into target: inout Value) -> Bool {
        func open<Stored: Equatable & Sendable>(_ stored: Stored) -> Bool {
            guard Stored.self == Value.self else { return false }
            target = unsafeBitCast(stored, to: Value.self)
            return true
        }
        return open(box.value)
    }

    /// For a handler state that adopts ``ToolSlotPanelState``: whether its panel is open; nil
    /// otherwise. Asked only when the state changed (the store's animation plan), so a reducer
    /// step never pays for the conformance check.
    public var isPanelOpen: Bool? { (box.value as? any ToolSlotPanelState)?.isPanelOpen }

    /// The value's ``ToolSlotDescribable/scenarioDescription`` when its type adopts it; nil otherwise.
    public var scenarioDescription: Node? { (box.value as? any ToolSlotDescribable)?.scenarioDescription }

    /// The value as Swift prints it (`open`, `wallet(points: 120)`), for traces and diagnostics.
    public var description: String { String(describing: box.value) }

    /// The state of a handler that keeps none.
    public static let none = ToolSlotValue(NoToolSlotState())

    public static func == (lhs: ToolSlotValue, rhs: ToolSlotValue) -> Bool {
        if lhs.box === rhs.box { return true }
        func open<Stored: Equatable & Sendable>(_ left: Stored) -> Bool {
            var right = left
            return rhs.load(into: &right) && right == left
        }
        return open(lhs.box.value)
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
