/// Builds one platform's files for one brand, in memory. Pure: the same source gives
/// the same bytes, on any thread.
public protocol PlatformGenerator: Sendable {
    var platform: Platform { get }
    func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile]
    /// Files built from every generated brand at once (`web/brands.css`); none by default.
    func aggregateFiles(for brandIDs: [String]) -> [GeneratedFile]
}

extension PlatformGenerator {
    public func aggregateFiles(for brandIDs: [String]) -> [GeneratedFile] { [] }
}
