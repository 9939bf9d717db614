import BrandModel

/// The progress segments' colours in one appearance: the profile's `segment.empty` and
/// `segment.filled`, parsed (nil where the profile has no valid colour).
public struct SegmentColors: Sendable, Hashable {
    public var empty: RGBA?
    public var filled: RGBA?

    public init(empty: RGBA?, filled: RGBA?) {
        self.empty = empty
        self.filled = filled
    }

    /// The segment colours of one appearance's colour tokens.
    public init(colors: TokenGroup<ColorToken>) {
        self.init(empty: colors[ColorTokenName.segmentEmpty]?.rgba, filled: colors[ColorTokenName.segmentFilled]?.rgba)
    }

    /// The segment colours of every appearance, as `theme` shows each (a fallback's where the
    /// brand lacks one), made once so that switching appearance is a lookup.
    public static func byAppearance(_ theme: Theme) -> [Appearance: SegmentColors] {
        Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, SegmentColors(colors: theme.colors(in: $0))) })
    }
}
