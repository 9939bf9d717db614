import BrandGen
import BrandLint
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport

/// The brands in `Brands/`, whatever they are, loaded and generated as brandgen does.
enum ShippedBrands {
    static let repository = Repository.root.path

    static func linter(jobs: Int = 1) throws -> BrandLinter {
        BrandLinter(loader: try Repository.loader(), handlers: try StandardHandlers.registry().directory, jobs: jobs)
    }

    /// Every shipped brand, loaded.
    static func loads() throws -> [ProfileLoad] {
        try linter().loader.loadCatalog(at: Repository.brands).brands
    }

    /// Each shipped brand's source, for generators, with the engine's colours filled in as
    /// brandgen fills them (its handler's declared colours, the contract's fallbacks).
    static func sources() throws -> [BrandSource] {
        let linter = try linter()
        return linter.loader.loadCatalog(at: Repository.brands).brands.compactMap { BrandSource($0, schemas: linter.loader.schemas) }
    }

    /// Brand ids in `Brands/`, as the loader finds them.
    static var ids: [String] {
        (try? Repository.shippedBrandIDs()) ?? []
    }

    /// One platform's files for every shipped brand, by brand id.
    static func files(_ generator: some PlatformGenerator) throws -> [(id: String, files: [GeneratedFile])] {
        try sources().map { ($0.id, try generator.files(for: $0)) }
    }
}
