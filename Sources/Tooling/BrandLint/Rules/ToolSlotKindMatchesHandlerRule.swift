import BrandModel

/// The tool slot's kind is the kind its handler serves.
public struct ToolSlotKindMatchesHandlerRule: LintRule {
    public static let description = RuleDescription(
        id: "tool-slot-kind-matches-handler",
        summary: "The tool slot's `kind` agrees with the kind its handler serves (a locker handler cannot serve a toolbox).",
        severity: .error, reads: [.appBarToolSlot],
        triggering: ["appBar: { toolSlot: { kind: toolbox, handler: locker } }", "appBar: { toolSlot: { kind: none, handler: toolbox } }"],
        nonTriggering: ["appBar: { toolSlot: { kind: toolbox, handler: toolbox } }", "appBar: { toolSlot: { kind: none, handler: none } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let toolSlot = context.profile.appBar.toolSlot
        guard let served = context.handlers.kind(of: toolSlot.handler), served != toolSlot.kind else { return }
        found.report(
            Self.description, at: ["appBar", "toolSlot", "kind"],
            message: "kind is \(toolSlot.kind.rawValue) but handler \"\(toolSlot.handler)\" serves a \(served.rawValue)",
            hint: "set `kind: \(served.rawValue)`, or pick a \(toolSlot.kind.rawValue) handler")
    }
}
