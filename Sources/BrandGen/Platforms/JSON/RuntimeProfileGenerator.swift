import BrandDelivery
import YAMLNode

/// `json/<id>.json`: the runtime configuration of a brand (``RuntimeProfileFormat``).
public struct RuntimeProfileGenerator: PlatformGenerator {
    public init() {}

    public var platform: Platform { .json }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        let text = JSONEmitter().emit(RuntimeProfileFormat.envelope(for: brand.document)) + "\n"
        return [GeneratedFile(path: "\(platform.folder)/\(brand.id).json", text: text)]
    }
}
