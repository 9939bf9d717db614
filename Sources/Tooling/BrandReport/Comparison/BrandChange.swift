/// One difference in a brand between two versions.
public struct BrandChange: Sendable, Equatable {
    /// What part of the profile changed.
    public enum Area: String, Sendable, CaseIterable {
        /// Loaded, failed to load, refused by the engine.
        case status
        /// A feature-matrix row: tool slot, handler, items, labels, locales, tiers...
        case feature
        case flag
        case token
        case string
        /// brandlint's verdict: a consequence of the others, listed apart from them.
        case lint
    }

    /// Whether the thing appeared, went away or changed value.
    public enum Kind: String, Sendable {
        case added, removed, changed
    }

    public var area: Area
    /// What changed: a matrix row label, a flag, `colors.brand.accent`, `en/appBar.search`.
    public var subject: String
    /// The old value; nil when added.
    public var before: String?
    /// The new value; nil when removed.
    public var after: String?

    public init(area: Area, subject: String, before: String?, after: String?) {
        self.area = area
        self.subject = subject
        self.before = before
        self.after = after
    }

    public var kind: Kind {
        switch (before, after) {
        case (nil, _): .added
        case (_, nil): .removed
        default: .changed
        }
    }
}
