import Foundation
import Testing

@testable import BrandModel

/// A file is a base when a folder or file on its path starts with `_`, read the same way for
/// ASCII paths (as bytes) as for any other (as characters).
@Suite("Base paths")
struct BasePathTests {
    @Test(arguments: [
        ("Brands/_base/house.yaml", true), ("Brands/_house.yaml", true), ("_base/x.yaml", true), ("/_x", true),
        ("Brands/neds.yaml", false), ("Brands/my_brand.yaml", false), ("Brands/a/b_/c.yaml", false), ("", false), ("/", false),
        ("Marken/_basis/münchen.yaml", true), ("Marken/münchen_x.yaml", false), ("Brands//_base/x.yaml", true),
    ])
    func basesAreFoundByTheirFolderOrFileName(_ path: String, _ isBase: Bool) {
        #expect(LoadSession.isBasePath(path) == isBase)
        #expect(LoadSession.isBasePath(path) == path.split(separator: "/").contains { $0.hasPrefix("_") })
    }

    @Test func resolvingSymlinksFollowsLinksAndKeepsMissingPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("base-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: folder.appendingPathComponent("real"))
        let fileSystem = LocalFileSystem()
        let real = fileSystem.resolvingSymlinks(inPath: folder.appendingPathComponent("real").path)
        #expect(fileSystem.resolvingSymlinks(inPath: folder.path + "/link") == real)
        #expect(fileSystem.resolvingSymlinks(inPath: folder.path + "/link/../link/") == real)
        let missing = folder.appendingPathComponent("missing.yaml").path
        #expect(fileSystem.resolvingSymlinks(inPath: missing).hasSuffix("/missing.yaml"))
    }
}
