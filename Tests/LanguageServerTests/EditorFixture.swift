import Foundation
import TestSupport

/// A temporary copy of `Tests/Fixtures/Editors/Brands` with the repository's `Schemas`
/// beside it, so tests (and editors) can change files freely.
struct EditorFixture {
    let root: URL
    var brands: String { root.appendingPathComponent("Brands").path }
    var typo: String { brands + "/typo.yaml" }
    var base: String { brands + "/_base/house.yaml" }
    static let source = Repository.root.appendingPathComponent("Tests/Fixtures/Editors")

    init() throws {
        root = try TemporaryFolder.make("editors")
        let manager = FileManager.default
        try manager.copyItem(at: Self.source.appendingPathComponent("Brands"), to: root.appendingPathComponent("Brands"))
        try manager.copyItem(at: Repository.root.appendingPathComponent("Schemas"), to: root.appendingPathComponent("Schemas"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
