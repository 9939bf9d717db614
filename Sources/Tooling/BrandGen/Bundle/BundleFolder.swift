import BrandDelivery
import Foundation

/// Writes a bundle into its folder so that a host syncing the folder never serves a manifest
/// before the documents it lists: documents first, then `manifest.json` and `manifest.sig`,
/// each replaced atomically. Documents of earlier bundles stay: clients still fetching an
/// earlier manifest can finish, and a content-addressed file never changes.
public struct BundleFolder: Sendable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// Writes `files`; returns the paths written (a document already present is not rewritten).
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws -> [String] {
        let manager = FileManager.default
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        try manager.createDirectory(at: rootURL.appendingPathComponent(BundleLayout.documentsFolder), withIntermediateDirectories: true)
        let last: Set<String> = [BundleLayout.manifest, BundleLayout.signature]
        let ordered = files.filter { !last.contains($0.path) } + files.filter { last.contains($0.path) }.sorted { $0.path < $1.path }
        var written: [String] = []
        for file in ordered {
            let url = rootURL.appendingPathComponent(file.path)
            if manager.contents(atPath: url.path).map({ Array($0) == file.contents }) == true { continue }
            try Data(file.contents).write(to: url, options: .atomic)
            written.append(file.path)
        }
        return written
    }
}
