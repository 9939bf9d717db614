import BrandDelivery
import BrandPublishing
import BrandRuntime
import YAMLNode

/// `json/<id>.json`: the runtime configuration of a brand (``RuntimeProfileFormat``).
public struct RuntimeProfileGenerator: PlatformGenerator {
    public init() {}

    public var platform: Platform { .json }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        [GeneratedFile(path: "\(platform.folder)/\(brand.id).json", RuntimeProfileFormat.envelopeJSON(for: brand.document))]
    }
}
