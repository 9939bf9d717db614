import YAMLNode

/// A handler's state or effect that describes itself, for brandsim's `--trace` and a
/// scenario's keys: what a handler of an app's own adopts so its behaviour can be tested
/// by scenarios (docs/brandsim.md, "A handler's own state and effects").
///
/// - A state describes its fields: `{ points: 250, rewardsReady: 2 }`, read by
///   `expect: { toolSlot.state.points: 250 }` (or the whole mapping, `toolSlot.state`).
/// - An effect names its case, with its fields: `{ redeem: { points: 100 } }`, matched by
///   `expectEffect: { toolSlot: { redeem: { points: 100 } } }`.
///
/// Adopting it changes nothing in the engine: a value that does not adopt it shows in
/// traces as Swift prints it.
public protocol ToolSlotDescribable {
    /// The value as traces show it and scenario keys read it.
    var scenarioDescription: Node { get }
}

/// A handler's action that a scenario can send with a `toolSlotAction` step
/// (`toolSlotAction: claimReward`, `toolSlotAction: { pointsEarned: 40 }`), as the app's
/// views send it.
public protocol ToolSlotScenarioAction: Sendable, Equatable {
    /// The action a step describes; nil when it names none of this type's.
    init?(scenarioDescription: Node)
}

extension ToolSlotHandler {
    /// The handler's own action a scenario step describes, as the engine receives it; nil
    /// when the handler's actions do not adopt ``ToolSlotScenarioAction`` or none matches.
    public func scenarioAction(_ description: Node) -> AppBarAction? {
        guard let type = Action.self as? any ToolSlotScenarioAction.Type,
            let action = type.init(scenarioDescription: description)
        else { return nil }
        return .toolSlot(ToolSlotValue(action))
    }
}
