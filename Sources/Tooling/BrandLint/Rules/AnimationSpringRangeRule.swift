import BrandModel
import YAMLNode

/// Springs feel as the animation audit (docs/domain.md, Motion) measured for their use case.
public struct AnimationSpringRangeRule: LintRule {
    public static let description = RuleDescription(
        id: "animation-spring-range",
        summary: "A spring's response and damping lie in the animation audit's range for its use case: button press and counter roll 0.25–0.3 s / 0.6–0.7, view transition (tab, locker) 0.35–0.4 s / 0.8–0.85, hero 0.4–0.5 s / 0.85–0.9, loading 0.6–0.8 s / 0.5–0.6.",
        severity: .warning, reads: [.themeAnimation],
        triggering: [
            "theme: { animation: { buttonPress: { spring: { response: 0.5, damping: 0.7 } } } }",
            "theme: { animation: { lockerToggle: { spring: { response: 0.4, damping: 0.6 } } } }",
            "theme: { animation: { loadingDots: { spring: { response: 0.3, damping: 0.5 } } } }",
        ],
        nonTriggering: [
            "theme: { animation: { lockerToggle: { spring: { response: 0.4, damping: 0.85 } }, counterRoll: { spring: { response: 0.25, damping: 0.6 } } } }",
            "theme: { animation: { floatingBadge: { spring: { response: 2.0, damping: 0.5 } } } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let written = ThemeGroupEntries(.animation, in: context)
        // Each use's range spelt out once, not once per preset: a theme may have 100,000.
        var ranges: [String: String] = [:]
        for (index, (name, preset)) in context.profile.theme.animation.enumerated() {
            guard let spring = preset.spring, let use = AnimationUse.of(preset: name) else { continue }
            guard !use.response.contains(spring.response) || !use.damping.contains(spring.damping) else { continue }
            let range = ranges[use.name] ?? {
                let range = "the audit's \(use.name) range is response \(use.response.lowerBound)–\(use.response.upperBound) s, damping \(use.damping.lowerBound)–\(use.damping.upperBound)"
                ranges[use.name] = range
                return range
            }()
            if !use.response.contains(spring.response) {
                found.report(
                    Self.description, at: Self.mark(of: "response", in: written, at: index, named: name),
                    message: String(
                        concatenating: name, ": spring response ", spring.response.description, " s is outside the ", use.name, " range"),
                    hint: range)
            }
            if !use.damping.contains(spring.damping) {
                found.report(
                    Self.description, at: Self.mark(of: "damping", in: written, at: index, named: name),
                    message: String(
                        concatenating: name, ": spring damping ", spring.damping.description, " is outside the ", use.name, " range"),
                    hint: range)
            }
        }
    }

    /// Where the spring's `field` of preset `name` is written (the preset, failing that).
    private static func mark(of field: String, in written: ThemeGroupEntries, at index: Int, named name: String) -> Mark {
        let preset = written.entry(at: index, named: name)?.value
        return preset?["spring"]?[field]?.mark ?? preset?["spring"]?.mark ?? written.valueMark(at: index, named: name)
    }
}
