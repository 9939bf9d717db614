import BrandModel
import BrandReport
import Foundation
import StandardHandlers

/// The repository's brands and schemas, report builders over them, and temporary folders.
enum ReportFixtures {
    static let repository = "/" + String(#filePath).split(separator: "/").dropLast(4).joined(separator: "/")
    static let brands = repository + "/Brands"

    static func builder(sample: AppBarSample = .standard, jobs: Int = 1) throws -> ReportBuilder {
        let schemas = try ProfileSchemas.load(from: repository + "/Schemas")
        return ReportBuilder(loader: ProfileLoader(schemas: schemas), registry: try StandardHandlers.registry(), sample: sample, jobs: jobs)
    }

    /// The report of the shipped brands.
    static func shipped() throws -> ReportModel {
        try builder().build(paths: [brands])
    }

    /// A fresh folder under the system's temporary folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brandreport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A copy of the shipped Brands folder inside `folder`; returns its path.
    static func copyOfBrands(in folder: URL, named name: String = "Brands") throws -> String {
        let copy = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: brands, toPath: copy)
        return copy
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
