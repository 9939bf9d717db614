import AppBarEngine
import BrandModel
import YAMLNode

/// Effects as `expectEffect` keys and `--trace` name them.
enum EffectSnapshot {
    static func node(_ effect: AppBarEffect) -> Node {
        switch effect {
        case .navigate(let route):
            .object([("navigate", .string(route.description))])
        case .analytics(let event):
            .object([("analytics", .object(
                [("event", .string(event.name))] + event.parameters.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))])
        case .setVisibility(let panel, let isVisible):
            .object([("setVisibility", .object([(panel.rawValue, Node(.bool(isVisible)))]))])
        case .schedule(let request):
            .object([("schedule", .object([
                ("id", .string(request.id.rawValue)),
                ("after", .string(DurationText.format(request.delay))),
            ]))])
        case .cancelScheduled(let id):
            .object([("cancelScheduled", .string(id.rawValue))])
        case .diagnostic(let diagnostic):
            .object([("diagnostic", .string(diagnostic.description))])
        case .toolSlot(let effect):
            // As the handler describes it (ToolSlotDescribable), else as Swift prints it.
            .object([(ScenarioParser.handlerEffectKey, effect.scenarioDescription ?? .string(effect.description))])
        }
    }
}

