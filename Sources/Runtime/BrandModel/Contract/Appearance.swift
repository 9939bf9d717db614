/// How the app is shown: light or dark, at standard or increased contrast. The one
/// declaration of the appearances' names as `theme.appearances` writes them.
///
/// `light` is the theme as written; each other appearance is a set of colour overrides laid
/// over it, layer by layer (``layers``), before token references are resolved, so a base's
/// `appBar.background: "{colors.brand.primary}"` follows a dark `brand.primary`. The order
/// is the DTCG resolver's (a modifier's context applied after the base set, a later one
/// winning): light, then dark, then high contrast, then the combination's own overrides.
public enum Appearance: String, CaseIterable, Sendable, Hashable, Comparable {
    case light
    case dark
    case highContrast
    case darkHighContrast

    /// The appearance a device asks for: dark or not, increased contrast or not.
    public init(isDark: Bool, isHighContrast: Bool) {
        self = switch (isDark, isHighContrast) {
        case (false, false): .light
        case (true, false): .dark
        case (false, true): .highContrast
        case (true, true): .darkHighContrast
        }
    }

    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    public var isHighContrast: Bool { self == .highContrast || self == .darkHighContrast }

    /// The override layers laid over the light colours to make this appearance, in order;
    /// a layer the profile does not declare is skipped.
    public var layers: [Appearance] {
        switch self {
        case .light: []
        case .dark: [.dark]
        case .highContrast: [.highContrast]
        case .darkHighContrast: [.dark, .highContrast, .darkHighContrast]
        }
    }

    /// The appearances to show, best first, when this one is asked for and a profile may not
    /// have it: a brand without high contrast shows dark for dark high contrast.
    public var fallbacks: [Appearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark, .light]
        case .highContrast: [.highContrast, .light]
        case .darkHighContrast: [.darkHighContrast, .dark, .highContrast, .light]
        }
    }

    /// WCAG 2.1 AA's contrast for text (success criterion 1.4.3): the floor of every
    /// appearance, and what the European Accessibility Act requires through EN 301 549.
    public static let minimumTextContrastAA = 4.5
    /// WCAG 2.1's enhanced contrast for text (1.4.6, AAA): the aim where the user asked for more.
    public static let minimumTextContrastEnhanced = 7.0

    /// The contrast ratio text must reach in this appearance: WCAG 2.1's enhanced 7:1
    /// (1.4.6, AAA) where the user asked for more contrast, its 4.5:1 (1.4.3, AA) elsewhere.
    public var minimumTextContrast: Double { isHighContrast ? Self.minimumTextContrastEnhanced : Self.minimumTextContrastAA }

    /// The key under `theme` that holds the appearances other than light.
    public static let themeKey = "appearances"

    /// Where an appearance's colour overrides are in a profile's document:
    /// `theme.appearances.dark.colors` for dark.
    public var colorsDocumentPath: [String] { ["theme", Self.themeKey, rawValue, ThemeGroup.colors.rawValue] }

    /// The order of ``allCases``: light first.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
