import BrandDelivery
import BrandPublishing

extension BundleBuilder {
    /// The bundle's files, sorted by path, from the `json` platform's files (`json/<id>.json`).
    public func files(runtimeFiles: [GeneratedFile], keys: [BundleSigningKey]) throws -> [GeneratedFile] {
        var documents: [String: [UInt8]] = [:]
        for file in runtimeFiles {
            if let id = Self.brandID(ofRuntimeFile: file.path) { documents[id] = file.contents }
        }
        return try files(documents: documents, keys: keys).map { GeneratedFile(path: $0.path, contents: $0.contents) }
    }
}
