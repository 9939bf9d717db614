/// A top-level part of a profile. The loader decodes each on its own and marks the ones
/// with errors broken; a lint rule declares the sections it reads and runs whenever none
/// of them is broken, so one run reports every problem it can.
public enum ProfileSection: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `schema`, `id`, `name` and `extends`.
    case identity
    case locales
    case currency
    case appBar
    case flags
    /// `betslip`, with the odds-boost ladder.
    case betslip
    case cache
    case theme
    case strings

    /// The top-level keys the section is written under.
    public var keys: [String] {
        self == .identity ? ["schema", "id", "name", "extends"] : [rawValue]
    }

    /// The section a top-level key belongs to; nil for a key no section has (a typo).
    public init?(key: String) {
        guard let section = Self.allCases.first(where: { $0.keys.contains(key) }) else { return nil }
        self = section
    }

    public static func < (lhs: ProfileSection, rhs: ProfileSection) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What the lint rules can check of a profile that has errors: every section that decoded,
/// with neutral values in the broken ones, which no rule that reads them is given.
package struct PartialProfile: Sendable {
    public var profile: BrandProfile
    /// Sections with errors; empty when the profile loaded clean.
    public var brokenSections: Set<ProfileSection>

    public init(profile: BrandProfile, brokenSections: Set<ProfileSection>) {
        self.profile = profile
        self.brokenSections = brokenSections
    }
}
