import BrandModel

/// One brand file of the report: loaded, with its section, or failed, with the reason.
public struct BrandEntry: Sendable {
    /// Whether the brand loaded.
    public enum Outcome: Sendable {
        case loaded(BrandSection)
        /// The profile did not load; `reason` is its first error.
        case failed(reason: String)
    }

    /// The brand id its file name gives.
    public var id: String
    /// The file, as the report was given it.
    public var path: String
    public var lint: LintStatus
    public var outcome: Outcome
    /// Where in the profile each finding written in the brand's own file is: the path of
    /// the key on its line (`theme.appearances.dark.colors.appBar.background`). Filled when
    /// the builder ``ReportBuilder/placesFindings`` (the studio pins findings by it).
    public var findingPaths: [Diagnostic: [String]] = [:]

    public init(id: String, path: String, lint: LintStatus, outcome: Outcome, findingPaths: [Diagnostic: [String]] = [:]) {
        self.id = id
        self.path = path
        self.lint = lint
        self.outcome = outcome
        self.findingPaths = findingPaths
    }

    public var section: BrandSection? {
        if case .loaded(let section) = outcome { section } else { nil }
    }

    /// The brand's display name, or its id when it did not load.
    public var name: String { section?.profile.name ?? id }

    /// Failed to load, or loaded but refused by the app-bar engine: it would not ship.
    public var isFlagged: Bool {
        guard let section else { return true }
        return section.engineProblem != nil
    }

    /// `loaded`, `failed to load` or `engine refused`.
    public var status: String {
        guard let section else { return "failed to load" }
        return section.engineProblem == nil ? "loaded" : "engine refused"
    }

    /// The anchor of its section in HTML: `brand-ladbrokes`.
    public var anchor: String { "brand-\(id)" }
}
