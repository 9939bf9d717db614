/// A part of a profile that the loader decodes on its own and a lint rule may read: a
/// top-level key, or a key under one (`theme.colors`). The loader marks the parts an error
/// sits in broken; a rule declares the parts it reads and runs whenever none of them is
/// broken, so one run reports every problem it can.
public enum ProfilePath: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `schema`, `id`, `name` and `extends`.
    case identity
    case locales
    case currency
    case appBarSignedOut = "appBar.signedOut"
    case appBarSignedIn = "appBar.signedIn"
    case appBarPendingBetsLabel = "appBar.pendingBetsLabel"
    case appBarPotIcon = "appBar.potIcon"
    case appBarLayout = "appBar.layout"
    case appBarToolSlot = "appBar.toolSlot"
    case flags
    case flagContext
    /// Whether the brand has odds boost: the key itself, not its ladder (an error in a tier
    /// leaves it sound, so the strings odds boost needs are still checked).
    case oddsBoost = "betslip.oddsBoost"
    case oddsBoostTiers = "betslip.oddsBoost.tiers"
    case cache
    case themeColors = "theme.colors"
    case themeAppearances = "theme.appearances"
    case themeContrastPairs = "theme.contrastPairs"
    case themeTypography = "theme.typography"
    case themeSpacing = "theme.spacing"
    case themeAnimation = "theme.animation"
    case strings

    /// Every part under `appBar`.
    public static let appBar: Set<ProfilePath> = [
        .appBarSignedOut, .appBarSignedIn, .appBarPendingBetsLabel, .appBarPotIcon, .appBarLayout, .appBarToolSlot,
    ]
    /// Every part under `theme`.
    public static let theme: Set<ProfilePath> = [
        .themeColors, .themeAppearances, .themeContrastPairs, .themeTypography, .themeSpacing, .themeAnimation,
    ]

    /// Where the part is written in a profile's document; `identity` has four top-level keys.
    public var documentPaths: [[String]] {
        self == .identity ? [["schema"], ["id"], ["name"], ["extends"]] : [rawValue.split(separator: ".").map(String.init)]
    }

    /// The parts an error at `path` (document keys from the top) breaks: the finest part
    /// holding it, and every part under it. An error in no part (an unknown key) breaks none.
    /// One lookup by the top-level key and a few comparisons: constant per error.
    public static func broken(byErrorAt path: some Collection<String>) -> Set<ProfilePath> {
        guard let top = path.first else { return Set(allCases) }
        var broken: Set<ProfilePath> = []
        var holder: (part: ProfilePath, depth: Int)?
        // Parts are at most `maximumDepth` keys deep: the keys below decide nothing.
        let keys = path.prefix(maximumDepth)
        for (part, written) in partsByTopKey[top] ?? [] {
            if written.count <= keys.count, keys.starts(with: written) {
                if written.count > holder?.depth ?? -1 { holder = (part, written.count) }
            } else if written.starts(with: keys) {
                broken.insert(part)
            }
        }
        if let holder { broken.insert(holder.part) }
        return broken
    }

    /// Each part's document paths, by their top-level key.
    private static let partsByTopKey: [String: [(part: ProfilePath, path: [String])]] = Dictionary(
        grouping: allCases.flatMap { part in part.documentPaths.map { (part: part, path: $0) } }, by: { $0.path[0] })

    /// How many keys deep the deepest part lies.
    static let maximumDepth = allCases.flatMap(\.documentPaths).map(\.count).max() ?? 1

    public static func < (lhs: ProfilePath, rhs: ProfilePath) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What the lint rules can check of a profile that has errors: every part that decoded,
/// with neutral values in the broken ones, which no rule that reads them is given, and
/// without the appearances and locales that have errors of their own.
package struct PartialProfile: Sendable {
    public var profile: BrandProfile
    /// What has errors; empty when the profile loaded clean.
    package var broken: BrokenParts

    /// Parts with errors; empty when the profile loaded clean.
    public var brokenPaths: Set<ProfilePath> { broken.paths }

    package init(profile: BrandProfile, broken: BrokenParts) {
        self.profile = profile
        self.broken = broken
    }
}
