/// How the files a run generated compare with the output folder, by path, each list sorted.
public struct OutputComparison: Sendable, Equatable {
    /// Generated but not in the folder.
    public var missing: [String] = []
    /// In the folder with other contents.
    public var stale: [String] = []
    /// In the folder, within the run's scope, but not generated.
    public var extra: [String] = []
    /// Generated and identical.
    public var unchanged: [String] = []

    public init() {}

    public var isUpToDate: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }
}
