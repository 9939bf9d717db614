import BrandModel

/// Interactive motion uses springs; easing curves are for continuous motion.
public struct AnimationInteractiveSpringRule: LintRule {
    /// Presets named like these are started by a finger and should feel physical.
    public static let interactivePrefixes = ["buttonPress", "tab", "hero"]

    public static let description = RuleDescription(
        id: "animation-interactive-spring",
        summary: "Interactive transitions (`buttonPress*`, `tab*`, `hero*`) use springs; easing curves are for continuous motion such as progress and pulses.",
        severity: .warning, reads: [.theme],
        triggering: ["theme: { animation: { heroTransition: { easing: easeInOut, duration: 0.3 } } }"],
        nonTriggering: ["theme: { animation: { tabTransition: { spring: { response: 0.35, damping: 0.82 } }, loadingPulse: { easing: easeInOut, duration: 2 } } }"])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.profile.theme.animation.compactMap { name, preset in
            guard preset.spring == nil, Self.interactivePrefixes.contains(where: name.hasPrefix) else { return nil }
            return context.diagnostic(
                Self.description, at: ["theme", "animation", name],
                message: "\(name) is interactive but uses \(preset.easing.map { "the \($0) curve" } ?? "a fixed duration"), not a spring",
                hint: "use `spring: { response: 0.35, damping: 0.82 }` (tab) or `{ response: 0.3, damping: 0.7 }` (button press)")
        }
    }
}
