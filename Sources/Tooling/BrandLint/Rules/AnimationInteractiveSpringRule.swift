import BrandModel

/// Motion a finger starts uses springs; easing curves are for continuous motion (docs/domain.md, Motion).
///
/// A preset is interactive when it says `trigger: interaction`, or says nothing and belongs
/// to a use case of the audit (`AnimationUse`): `buttonPress`, `counterRoll`, `tabTransition`,
/// `lockerToggle`, `heroTransition`, names starting `buttonPress`, `tab` or `hero`, and
/// loading indicators (`loading*`), which the audit wants as springs of (0.6, 0.5) unless the
/// profile marks them a status pulse with `trigger: continuous`.
public struct AnimationInteractiveSpringRule: LintRule {
    public static let description = RuleDescription(
        id: "animation-interactive-spring",
        summary: "Presets a finger starts (`trigger: interaction`, or by name: `buttonPress`, `counterRoll`, `tabTransition`, `lockerToggle`, `heroTransition`, `buttonPress*`, `tab*`, `hero*`) and loading indicators (`loading*`) use springs; easing curves are for continuous motion, which a preset declares with `trigger: continuous` (a status pulse).",
        severity: .warning, reads: [.themeAnimation],
        triggering: [
            "theme: { animation: { heroTransition: { easing: easeInOut, duration: 0.3 } } }",
            "theme: { animation: { lockerToggle: { easing: easeOut, duration: 0.3 } } }",
            "theme: { animation: { counterRoll: { duration: 0.25 } } }",
            "theme: { animation: { cardSwipe: { easing: easeOut, duration: 0.2, trigger: interaction } } }",
            "theme: { animation: { loadingDots: { easing: easeInOut, duration: 0.6, repeat: true } } }",
        ],
        nonTriggering: [
            "theme: { animation: { tabTransition: { spring: { response: 0.35, damping: 0.82 } }, loadingPulse: { easing: easeInOut, duration: 2, repeat: true, trigger: continuous } } }",
            "theme: { animation: { loadingDots: { spring: { response: 0.6, damping: 0.5 } }, progressSweep: { easing: linear, duration: 1 } } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let written = ThemeGroupEntries(.animation, in: context)
        // A hint depends on the use and on whether a trigger is written: each is spelt out
        // once, not once per preset (a theme may have 100,000).
        var hints: [HintKey: String] = [:]
        for (index, token) in context.profile.theme.animation.enumerated() {
            let (name, preset) = token
            guard preset.spring == nil else { continue }
            let use = AnimationUse.of(preset: name)
            guard AnimationUse.wantsSpring(preset, use: use) else { continue }
            let spring = (use ?? .buttonPress).recommended
            let kind = use.map { "a \($0.name)" } ?? "started by a finger"
            let key = HintKey(use: use?.name, hasTrigger: preset.trigger != nil)
            let hint = hints[key] ?? {
                var hint = "use `spring: { response: \(spring.response), damping: \(spring.damping) }`"
                if use == .loadingIndicator {
                    hint += ", or mark a status pulse `trigger: continuous`"
                } else if preset.trigger == nil {
                    hint += " (the audit's \(kind)), or mark continuous motion `trigger: continuous`"
                }
                hints[key] = hint
                return hint
            }()
            found.report(
                Self.description, at: written.valueMark(at: index, named: name),
                message: String(
                    concatenating: name, " is ", kind, " but uses ", preset.easing.map { "the \($0) curve" } ?? "a fixed duration", ", not a spring"),
                hint: hint)
        }
    }

    /// What a hint depends on besides the spring the use recommends.
    private struct HintKey: Hashable {
        var use: String?
        var hasTrigger: Bool
    }
}
