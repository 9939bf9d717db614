import Foundation
import TestSupport

/// A temporary copy of `Tests/Fixtures/Editors/Brands` with the repository's `Schemas`
/// beside it, so tests (and editors) can change files freely.
struct EditorFixture {
    let folder: FixtureFolder
    var root: URL { folder.root }
    var typo: String { folder.brand("typo.yaml") }
    var base: String { folder.brand("_base/house.yaml") }
    static let source = Repository.root.appendingPathComponent("Tests/Fixtures/Editors")

    init() throws {
        folder = try FixtureFolder(copying: "Tests/Fixtures/Editors/Brands", prefix: "editors")
    }

    func remove() {
        folder.remove()
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
