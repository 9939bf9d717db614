import BrandModel
import Foundation
import Testing

@testable import ProfileLoading

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

    /// The id a file name gives, read as bytes for an ASCII path, equal to the reading by
    /// characters that any other path keeps.
    @Test(arguments: [
        ("Brands/neds.yaml", "neds"), ("Brands/_base/house.yml", "house"), ("tab.json", "tab"), (".yaml", ""), ("/", ""),
        ("Brands/a.yaml.yml", "a.yaml"), ("Brands/noext", "noext"), ("Brands/x.YAML", "x.YAML"), ("a/b.c/d", "d"), ("", ""),
        ("Marken/münchen.yaml", "münchen"), ("Brands/x\u{0600}.yaml", "x\u{0600}.yaml"),
    ])
    func brandIDsAreFileNamesWithoutTheirEnding(_ path: String, _ id: String) {
        #expect(ProfileLoader.brandID(forPath: path) == id)
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        let byCharacters = ProfileLoader.profileExtensions.first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? String(name)
        #expect(ProfileLoader.brandID(forPath: path) == byCharacters)
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
