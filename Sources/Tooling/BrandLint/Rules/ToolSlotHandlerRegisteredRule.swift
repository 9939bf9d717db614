import BrandModel
import Spelling

/// The tool slot names a handler the app has registered, or one declared as data
/// (`<id>.handler.json`) whose code lives in the app's own package.
public struct ToolSlotHandlerRegisteredRule: LintRule {
    public static let description = RuleDescription(
        id: "tool-slot-handler-registered",
        summary: "The tool slot's handler id is one the app registers.",
        severity: .error, reads: [.appBarToolSlot],
        triggering: ["appBar: { toolSlot: { kind: locker, handler: ladbrokes.lockr } }"],
        nonTriggering: ["appBar: { toolSlot: { kind: locker, handler: locker } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let handler = context.profile.appBar.toolSlot.handler
        guard context.handlers.kind(of: handler) == nil else { return }
        let suggestion = SpellingSuggestion.didYouMean(handler, among: context.handlers.ids)
        found.report(
            Self.description, at: ["appBar", "toolSlot", "handler"],
            message: "no handler \"\(handler)\" is registered",
            hint: (suggestion.map { "did you mean `\($0)`? " } ?? "") + "registered or declared: \(context.handlers.ids.joined(separator: ", "))"
                + "; a handler of the app's own package is declared in Handlers/<id>.handler.json (docs/handlers.md)")
    }
}
