/// The whole report, built once from the brands, their lint results and engine sessions;
/// every renderer reads this and nothing else.
public struct ReportModel: Sendable {
    /// The paths the brands came from.
    public var inputs: [String]
    /// Every brand file, sorted by id (then path).
    public var brands: [BrandEntry]
    public var matrix: FeatureMatrix
    /// The inputs fed to every app bar.
    public var sample: AppBarSample
    /// ISO 8601 time of the run, only when asked for (`--timestamp`): output is otherwise
    /// byte-identical for the same input.
    public var generatedAt: String?

    public init(inputs: [String], brands: [BrandEntry], sample: AppBarSample = .standard, generatedAt: String? = nil) {
        self.inputs = inputs
        self.brands = brands.sorted { ($0.id, $0.path) < ($1.id, $1.path) }
        self.matrix = FeatureMatrix(brands: self.brands)
        self.sample = sample
        self.generatedAt = generatedAt
    }

    /// Brands that failed to load or that the engine refused.
    public var flagged: [BrandEntry] { brands.filter(\.isFlagged) }

    public func brand(id: String) -> BrandEntry? { brands.first { $0.id == id } }

    /// `6 brands, 1 flagged`.
    public var summary: String {
        let flaggedCount = flagged.count
        var text = ReportText.count(brands.count, "brand")
        if flaggedCount > 0 { text += ", \(flaggedCount) flagged" }
        return text
    }
}
