/// A use case of the animation audit (docs/domain.md, Motion, "Spring parameters by use case"): which presets
/// it covers and the spring response and damping it calls for.
///
/// A preset belongs to a use case by its exact name or by a name prefix. Presets of every
/// use case here are started by a finger (or, for loading indicators, should feel as
/// physical as if they were), so they are springs unless the profile marks them
/// `trigger: continuous`.
public struct AnimationUse: Sendable, Equatable {
    /// The audit's name for it ("button press").
    public var name: String
    /// Seconds to settle, as the audit's table gives them.
    public var response: ClosedRange<Double>
    /// Damping fraction, as the audit's table gives it.
    public var damping: ClosedRange<Double>
    /// The spring the audit recommends, for hints.
    public var recommended: AnimationPreset.Spring
    /// Presets that belong to it by name.
    public var presets: Set<AnimationTokenName>
    /// Presets that belong to it by a name prefix (`tabSwitch` is a tab transition).
    public var prefixes: [String]

    public init(
        name: String, response: ClosedRange<Double>, damping: ClosedRange<Double>, recommended: AnimationPreset.Spring,
        presets: Set<AnimationTokenName>, prefixes: [String]
    ) {
        self.name = name
        self.response = response
        self.damping = damping
        self.recommended = recommended
        self.presets = presets
        self.prefixes = prefixes
    }

    /// Snappy, immediate: a button press, and the counters' roll (docs/domain.md, Motion: a counter's
    /// roll is a button-press spring, 0.25 s and 0.6).
    public static let buttonPress = AnimationUse(
        name: "button press", response: 0.25...0.3, damping: 0.6...0.7, recommended: .init(response: 0.3, damping: 0.7),
        presets: [.buttonPress, .counterRoll], prefixes: [AnimationTokenName.buttonPress.rawValue])
    /// Smooth, polished: tab changes and panels such as the locker coming over the screen.
    public static let viewTransition = AnimationUse(
        name: "view transition", response: 0.35...0.4, damping: 0.8...0.85, recommended: .init(response: 0.35, damping: 0.82),
        presets: [.tabTransition, .lockerToggle], prefixes: ["tab"])
    /// Elegant, cinematic.
    public static let heroAnimation = AnimationUse(
        name: "hero animation", response: 0.4...0.5, damping: 0.85...0.9, recommended: .init(response: 0.4, damping: 0.85),
        presets: [.heroTransition], prefixes: ["hero"])
    /// Bouncy, playful: loading indicators are springs of (0.6, 0.5), unless the profile says
    /// the preset is a status pulse (`trigger: continuous`).
    public static let loadingIndicator = AnimationUse(
        name: "loading pulse", response: 0.6...0.8, damping: 0.5...0.6, recommended: .init(response: 0.6, damping: 0.5),
        presets: [], prefixes: ["loading"])

    /// Every use case the rules check, in the audit's order.
    public static let all: [AnimationUse] = [buttonPress, viewTransition, heroAnimation, loadingIndicator]

    /// The use case a preset named `name` belongs to, if any: an exact name first, then a prefix.
    public static func of(preset name: String) -> AnimationUse? {
        index(ofPreset: name).map { all[$0] }
    }

    /// The position in ``all`` of the use case ``of(preset:)`` gives. Every preset of every
    /// profile goes through it, twice: the names and prefixes are read from flat tables
    /// derived from ``all`` once, compared as `String`s (small ones compare as two words),
    /// and prefixes on bytes wherever that is the same as comparing `Character`s.
    static func index(ofPreset name: String) -> Int? {
        for (preset, use) in exactNames where name == preset { return use }
        for (prefix, use) in namePrefixes where hasPrefix(name, prefix) { return use }
        return nil
    }

    /// Each use case's presets by name, as (raw name, position in ``all``), in ``all``'s order.
    private static let exactNames: [(String, Int)] = all.indices.flatMap { index in
        AnimationTokenName.allCases.filter(all[index].presets.contains).map { ($0.rawValue, index) }
    }

    /// Each use case's name prefixes, as (prefix, position in ``all``), in ``all``'s order.
    private static let namePrefixes: [(String, Int)] = all.indices.flatMap { index in all[index].prefixes.map { ($0, index) } }

    /// `name.hasPrefix(prefix)` for an ASCII `prefix`, on bytes while `name`'s are ASCII and
    /// the byte after the prefix is too (two ASCII characters are never one `Character`, so
    /// the answer is the same); by `Character`s as soon as a byte is not.
    static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
        let bytes = name.utf8
        var position = bytes.startIndex
        for byte in prefix.utf8 {
            guard position != bytes.endIndex else { return false }
            let own = bytes[position]
            if own >= 0x80 || byte >= 0x80 { return name.hasPrefix(prefix) }
            guard own == byte else { return false }
            position = bytes.index(after: position)
        }
        return position == bytes.endIndex || bytes[position] < 0x80 || name.hasPrefix(prefix)
    }

    /// Whether a preset must be a spring: the profile says it is started by a finger, or it
    /// says nothing and belongs to one of the use cases (which all want springs).
    public static func wantsSpring(_ name: String, _ preset: AnimationPreset) -> Bool {
        wantsSpring(preset, use: of(preset: name))
    }

    /// ``wantsSpring(_:_:)`` for a preset whose use case (``of(preset:)``) is known already.
    public static func wantsSpring(_ preset: AnimationPreset, use: AnimationUse?) -> Bool {
        switch preset.trigger {
        case .interaction?: true
        case .continuous?: false
        case nil: use != nil
        }
    }
}
