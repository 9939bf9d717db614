import BrandModel

/// A bar lists at least `appBar.layout.minimumRightItems` right-hand items (docs/domain.md, The app bar,
/// "No overlap").
///
/// A listed item the bar hides (a tool slot of kind `none`) counts: the engine keeps its
/// room. A bar that lists fewer breaks the minimum; the engine still pads it with reserved
/// space at the right group's leading edge, but the gap is a design decision to make here.
public struct AppBarRightMinimumRule: LintRule {
    public static let description = RuleDescription(
        id: "app-bar-right-minimum",
        summary: "Each bar (signed in, signed out) lists at least `appBar.layout.minimumRightItems` right-hand items (search, login, join, pending bets, tool slot, betslip), so the centre cannot slide under them.",
        severity: .warning, reads: [.appBarLayout, .appBarSignedOut, .appBarSignedIn],
        triggering: [
            "appBar: { layout: { minimumRightItems: 4 }, signedOut: [search, betslipCounter] }",
            "appBar: { layout: { minimumRightItems: 5 } }",
        ],
        nonTriggering: [
            "appBar: { layout: { minimumRightItems: 4 }, toolSlot: { kind: none, handler: none } }",
            "appBar: { signedOut: [search] }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let appBar = context.profile.appBar
        let minimum = appBar.minimumRightItems
        guard minimum > 0 else { return }
        for (key, items) in [("signedOut", appBar.signedOut), ("signedIn", appBar.signedIn)] {
            let count = items.filter { $0.group == .right }.count
            guard count < minimum else { continue }
            found.report(
                Self.description, at: ["appBar", key],
                message: "the \(key) bar lists \(count) right-hand item\(count == 1 ? "" : "s"), fewer than appBar.layout.minimumRightItems (\(minimum))",
                hint: "add right-hand items or lower the minimum; meanwhile the engine reserves \(minimum - count) empty slot\(minimum - count == 1 ? "" : "s") at the right group's leading edge")
        }
    }
}
