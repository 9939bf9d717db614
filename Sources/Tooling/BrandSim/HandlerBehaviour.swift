import AppBarEngine
import YAMLNode

/// Which expectations of a scenario read a tool-slot handler's behaviour: what only the
/// handler's own code can answer, so a brandsim running a stand-in for it refuses the
/// scenario rather than reporting the stand-in's answer as a pass or a failure.
///
/// - `expect`: the badge (`toolBadge`), the locker (`lockerVisible`, `lockerAnimation`) and
///   the handler's own state (`toolSlot.state…`);
/// - `expectEffect`: a handler's own effect (`toolSlot`) after any step, and a route, a
///   visibility request or an analytics event's `route` after a step the handler answers
///   (a tap on the tool slot, a handler action, time passing);
/// - a `toolSlotAction` step.
///
/// The rest (items, layout, colours from the declaration, the reducer's own events) is the
/// same whichever code serves the slot, and is judged by every brandsim alike.
public enum HandlerBehaviour {
    /// `expect` keys the handler's code decides.
    public static let stateKeys: Set<String> = ["toolBadge", "lockerVisible", "lockerAnimation"]

    /// Where the scenario reads the handler's behaviour, in step order (the step's mark for a
    /// `toolSlotAction`, the key's for an expectation).
    public static func expectations(in scenario: Scenario) -> [Mark] {
        var marks: [Mark] = []
        var handlerAnswered = false
        for step in scenario.steps {
            switch step.kind {
            case .expect(let expectations):
                marks += expectations.filter { stateKeys.contains($0.key) || ScenarioParser.isHandlerStateKey($0.key) }.map(\.mark)
            case .expectEffect(let expectations):
                marks += expectations.filter { expectation in
                    switch expectation.key {
                    case ScenarioParser.handlerEffectKey: true
                    case "navigate", "setVisibility": handlerAnswered
                    case "analytics": handlerAnswered && expectation.value["route"] != nil
                    default: false
                    }
                }.map(\.mark)
            case .toolSlotAction:
                marks.append(step.mark)
                handlerAnswered = true
            case .send(.itemTapped(.toolSlot)), .send(.toolSlot), .advance:
                handlerAnswered = true
            default:
                handlerAnswered = false
            }
        }
        return marks
    }
}
