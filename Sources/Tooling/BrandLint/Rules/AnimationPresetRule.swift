import BrandModel

/// Animation presets have values a renderer can play.
public struct AnimationPresetRule: LintRule {
    public static let description = RuleDescription(
        id: "animation-preset",
        summary: "Animation presets are playable: a spring has response > 0 and damping in (0, 1]; a duration is > 0; a preset is a spring or an easing curve with a duration, not both.",
        severity: .error, reads: [.themeAnimation],
        triggering: [
            "theme: { animation: { buttonPress: { spring: { response: 0.3, damping: 1.4 } } } }",
            "theme: { animation: { buttonPress: { spring: { response: 0, damping: 0.7 } } } }",
            "theme: { animation: { loadingPulse: { easing: easeInOut, duration: 0 } } }",
            "theme: { animation: { fadeIn: { easing: easeIn } } }",
            "theme: { animation: { buttonPress: { easing: easeOut, duration: 0.2 } } }",
        ],
        nonTriggering: ["theme: { animation: { buttonPress: { spring: { response: 0.3, damping: 1 } }, loadingPulse: { easing: easeInOut, duration: 2 } } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        for (name, preset) in context.profile.theme.animation {
            let path = ThemeGroup.animation.documentPath + [name]
            if let spring = preset.spring {
                if !(spring.response > 0) {
                    found.report(
                        Self.description, at: path + ["spring", "response"],
                        message: "\(name): spring response \(spring.response) must be above 0 seconds", hint: "0.3 suits a button press")
                }
                if !(spring.damping > 0 && spring.damping <= 1) {
                    found.report(
                        Self.description, at: path + ["spring", "damping"],
                        message: "\(name): spring damping \(spring.damping) must be in (0, 1]",
                        hint: "1 settles without bouncing; 0.7 to 0.85 feels native")
                }
            }
            if let duration = preset.duration, !(duration > 0) {
                found.report(
                    Self.description, at: path + ["duration"], message: "\(name): duration \(duration) must be above 0 seconds")
            }
            if preset.spring != nil, let easing = preset.easing {
                found.report(
                    Self.description, at: path + ["easing"],
                    message: "\(name) has both a spring and the \(easing) curve; a preset is one or the other",
                    hint: "a brand's preset merges into its base's preset of the same name: override it with the same kind")
            }
            if preset.spring == nil, preset.duration == nil {
                found.report(
                    Self.description, at: path, message: "\(name) has neither a spring nor a duration, so it cannot play",
                    hint: "add `spring: { response: 0.3, damping: 0.7 }` or a duration")
            }
        }
    }
}
