import BrandLint
import Foundation
import ProfileLoading
import TestSupport
import Testing
@testable import BrandModel
import YAMLReader

/// A file system whose `_base` folder exists but cannot be listed, as `chmod 000` makes it
/// for anyone but root (the tests may run as root, where the real thing reads anyway).
struct UnlistableBaseFileSystem: ProfileFileSystem {
    var files: InMemoryFileSystem

    func contentsOfDirectory(atPath path: String) throws -> [String] {
        if path.hasSuffix("/_base") { throw ProfileFileError.unreadable(path: path, reason: "permission denied") }
        return try files.contentsOfDirectory(atPath: path)
    }
    func isDirectory(atPath path: String) -> Bool { files.isDirectory(atPath: path) }
    func fileExists(atPath path: String) -> Bool {
        // Nothing below an unlistable folder can be looked up either.
        path.contains("/_base/") ? false : files.fileExists(atPath: path)
    }
    func resolvingSymlinks(inPath path: String) -> String { path }
    func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] { try files.contents(atPath: path, maxBytes: maxBytes) }
    func stamp(atPath path: String) -> FileStamp? { files.stamp(atPath: path) }
}

@Suite("Unreadable folders")
struct UnreadableFolderTests {
    @Test func anUnreadableBaseFolderIsReportedAsUnreadableNotAsAMissingBase() throws {
        let house = try String(contentsOfFile: Repository.path("Tests/Fixtures/Lint/_base/house.yaml"), encoding: .utf8)
        let clean = try String(contentsOfFile: Repository.path("Tests/Fixtures/Lint/clean.yaml"), encoding: .utf8)
        let fileSystem = UnlistableBaseFileSystem(files: InMemoryFileSystem(["/b/_base/house.yaml": house, "/b/clean.yaml": clean]))
        let load = ProfileLoader(schemas: try Repository.schemas(), fileSystem: fileSystem, formats: .yamlAndJSON).loadCatalog(at: "/b")
        let rules = load.diagnostics.map { "\($0.file):\($0.line) \($0.rule)" }
        #expect(rules == ["/b/_base:1 file-unreadable", "/b/clean.yaml:5 file-unreadable"])
        #expect(load.diagnostics.allSatisfy { $0.message.contains("/b/_base") && $0.message.contains("permission denied") })
        #expect(!load.diagnostics.contains { $0.rule == "extends-missing" })
    }
}
