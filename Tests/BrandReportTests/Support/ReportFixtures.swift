import BrandModel
import BrandReport
import Foundation
import StandardHandlers
import TestSupport

/// The fixture brands (Tests/Fixtures/Brands), report builders over them, and temporary
/// folders. The report's behaviour is tested on fixtures, so shipping a brand changes no test.
enum ReportFixtures {
    static let brands = Repository.fixtureBrands

    static func builder(sample: AppBarSample = .standard, jobs: Int = 1) throws -> ReportBuilder {
        ReportBuilder(loader: try Repository.loader(), registry: try StandardHandlers.registry(), sample: sample, jobs: jobs)
    }

    /// The report of the fixture brands.
    static func fixtureReport() throws -> ReportModel {
        try builder().build(paths: [brands])
    }

    /// The fixture brands' ids, sorted.
    static func ids() throws -> [String] {
        try Repository.brandIDs(in: brands)
    }

    /// A fresh folder under the system's temporary folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        try TemporaryFolder.make("brandreport")
    }

    /// A copy of the fixture brands folder inside `folder`; returns its path.
    static func copyOfBrands(in folder: URL, named name: String = "Brands") throws -> String {
        try TemporaryFolder.copy(brands, into: folder, as: name)
    }

    /// Adds a copy of neds.yaml under a new id and name, as a person adding a brand would.
    static func addNedsCopy(to brandsFolder: String, id: String, name: String) throws {
        let neds = try String(contentsOfFile: brandsFolder + "/neds.yaml", encoding: .utf8)
        try neds.replacingOccurrences(of: "id: neds", with: "id: \(id)").replacingOccurrences(of: "name: Neds", with: "name: \(name)")
            .write(toFile: brandsFolder + "/\(id).yaml", atomically: true, encoding: .utf8)
    }

    /// Replaces `old` by `new` in a file, failing loudly when `old` is not there.
    static func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains(old) else { throw FixtureError(message: "\(path) does not contain \(old)") }
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
