import BrandDelivery
import BrandPublishing
import BrandRuntime
import YAMLNode

/// `json/<id>.json`: the runtime configuration of a brand (``RuntimeProfileFormat``).
/// With `sourceMap`, the envelope carries where each value was written in the YAML
/// (``RuntimeSourceMap``, `--source-map`), so the app's diagnostics name the YAML's line.
public struct RuntimeProfileGenerator: PlatformGenerator {
    public var sourceMap: Bool

    public init(sourceMap: Bool = false) {
        self.sourceMap = sourceMap
    }

    public var platform: Platform { .json }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        // Not `cond ? map : nil`: a Node is nil-literal expressible, and that nil is JSON null.
        var sources: Node?
        if sourceMap { sources = RuntimeSourceMap.node(for: brand.document, file: brand.sources.path(of:)) }
        return [GeneratedFile(path: "\(platform.folder)/\(brand.id).json", RuntimeProfileFormat.envelopeJSON(for: brand.document, sources: sources))]
    }
}
