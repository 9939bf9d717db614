/// Bounds that keep a hostile or broken document from costing time or memory.
///
/// The defaults are far above any real brand profile (a few kilobytes, a depth below
/// ten, a handful of aliases) and far below what could hurt a developer machine or CI.
public struct ParseLimits: Sendable, Equatable {
    /// Largest input accepted, in bytes. Default 8 MiB.
    public var maxInputBytes: Int
    /// Deepest nesting of mappings and sequences. Default 256.
    public var maxDepth: Int
    /// Nodes that aliases may add to the document, counted as if expanded.
    /// Default 100,000: a "billion laughs" document fails after a few aliases.
    public var maxAliasExpansion: Int

    public init(maxInputBytes: Int = 8 << 20, maxDepth: Int = 256, maxAliasExpansion: Int = 100_000) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = ParseLimits()
}
