import BrandModel

/// Tool-slot settings that the slot's kind ignores.
public struct ToolSlotSettingsRule: LintRule {
    public static let description = RuleDescription(
        id: "tool-slot-settings",
        summary: "Settings the tool slot ignores: a balance badge on no slot, a bundled balance without balance observation, a user-tray delay or a second-tap choice on anything but a locker.",
        severity: .warning, reads: [.appBarToolSlot],
        triggering: [
            "appBar: { toolSlot: { kind: none, handler: none, observeBalance: true } }",
            "appBar: { toolSlot: { kind: toolbox, handler: toolbox, dismissUserTrayFirst: 300ms } }",
            "appBar: { toolSlot: { kind: toolbox, handler: toolbox, secondTapDuringDismissal: cancel } }",
            "appBar: { toolSlot: { kind: toolbox, handler: toolbox, observeBalance: false, bundled: { balance: 0 } } }",
        ],
        nonTriggering: ["appBar: { toolSlot: { kind: locker, handler: locker, observeBalance: true, dismissUserTrayFirst: 300ms, secondTapDuringDismissal: cancel } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let toolSlot = context.profile.appBar.toolSlot
        if toolSlot.kind == .none, toolSlot.observesBalance {
            found.report(
                Self.description, at: ["appBar", "toolSlot", "observeBalance"],
                message: "observeBalance has no effect without a tool slot", hint: "remove it, or give the slot a kind")
        }
        if toolSlot.bundledBalance != nil, !(toolSlot.observesBalance && toolSlot.kind != .none) {
            found.report(
                Self.description, at: ["appBar", "toolSlot", "bundled"],
                message: "bundled tool info is never shown: the bar does not observe the tool balance",
                hint: "remove it, or set `observeBalance: true`")
        }
        if toolSlot.kind != .locker, toolSlot.userTrayDismissalDelay != nil {
            found.report(
                Self.description, at: ["appBar", "toolSlot", "dismissUserTrayFirst"],
                message: "dismissUserTrayFirst applies to a locker only; a \(toolSlot.kind.rawValue) ignores it",
                hint: "remove it")
        }
        if toolSlot.kind != .locker, context.document.node(at: ["appBar", "toolSlot", "secondTapDuringDismissal"]) != nil {
            found.report(
                Self.description, at: ["appBar", "toolSlot", "secondTapDuringDismissal"],
                message: "secondTapDuringDismissal applies to a locker only; a \(toolSlot.kind.rawValue) ignores it",
                hint: "remove it")
        }
    }
}
