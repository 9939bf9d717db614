import Foundation
import TestSupport
import Testing

/// The tools run as an app team runs them: in a folder of its own, outside this repository,
/// with no `Schemas` folder and no `--schemas`. They use the schemas compiled into them
/// (BrandRuntime's copy of `Schemas/`) and say so, and they find what they find with a folder.
@Suite("The tools outside this repository", .tags(.shippedBrands))
struct OutsideTheRepositoryTests {
    /// `folder/Brands` (the shipped brands and Coral) and `folder/Scenarios` (Coral's scenario).
    /// Coral goes in under a free id (``DropABrandTests/newBrand``): a team that ships a brand
    /// named `coral` keeps it, and the fixture does not collide with it.
    static func layOut(in folder: URL) throws {
        let brands = try TemporaryFolder.copy(Repository.brands, into: folder, as: "Brands")
        let id = DropABrandTests.newBrand
        let profile = try String(contentsOfFile: DropABrandTests.fixtures + "/Brands/\(DropABrandTests.fixtureBrand).yaml", encoding: .utf8)
        try DropABrandTests.renamed(profile, to: id).write(toFile: brands + "/\(id).yaml", atomically: true, encoding: .utf8)
        let scenarios = folder.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        for name in try DropABrandTests.scenarioNames() {
            let scenario = try String(contentsOfFile: DropABrandTests.fixtures + "/Scenarios/" + name, encoding: .utf8)
            try DropABrandTests.renamed(scenario, to: id).write(
                to: scenarios.appendingPathComponent(DropABrandTests.renamed(name, to: id)), atomically: true, encoding: .utf8)
        }
    }

    @Test func brandlintUsesTheCompiledInSchemasAndFindsWhatTheFolderFinds() throws {
        try TemporaryFolder.with("outside") { folder in
            try Self.layOut(in: folder)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Schemas").path))
            let compiledIn = try ToolProcess("brandlint").run(["Brands"], in: folder)
            let withFolder = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, "Brands"], in: folder)
            #expect(compiledIn.status != 2, "\(compiledIn.errorOutput)")
            #expect(compiledIn.status == withFolder.status)
            #expect(compiledIn.output == withFolder.output)
            #expect(compiledIn.errorOutput.contains("schemas compiled in"), "\(compiledIn.errorOutput)")
            #expect(!withFolder.errorOutput.contains("schemas compiled in"), "\(withFolder.errorOutput)")
        }
    }

    @Test func brandgenBrandreportAndBrandsimRunWithoutASchemasFolder() throws {
        try TemporaryFolder.with("outside") { folder in
            try Self.layOut(in: folder)
            let generate = try ToolProcess("brandgen").run(["--output", "Generated", "Brands"], in: folder)
            #expect(generate.status == 0, "\(generate.errorOutput)")
            #expect(generate.errorOutput.contains("schemas compiled in"), "\(generate.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))

            let report = try ToolProcess("brandreport").run(["--format", "json", "--output", "-", "Brands"], in: folder)
            #expect(report.status == 0, "\(report.errorOutput)")
            #expect(report.output.contains("\"\(DropABrandTests.newBrand)\""))

            let scenario = "Scenarios/" + DropABrandTests.renamed("coral-locker.yaml", to: DropABrandTests.newBrand)
            let simulate = try ToolProcess("brandsim").run(["--brands", "Brands", scenario], in: folder)
            #expect(simulate.status == 0, "\(simulate.output)\(simulate.errorOutput)")
        }
    }

    /// docs/delivery.md's own command, from the app's folder.
    @Test func brandgenBundleRunsWithoutASchemasFolder() throws {
        try TemporaryFolder.with("outside") { folder in
            try Self.layOut(in: folder)
            let keygen = try ToolProcess("brandgen").run(["keygen", "--output", "Keys"], in: folder)
            #expect(keygen.status == 0, "\(keygen.errorOutput)")
            let bundle = try ToolProcess("brandgen").run(
                ["bundle", "Brands", "--key", "Keys/signing.key", "--version", "1", "--output", "Bundle"], in: folder)
            #expect(bundle.status == 0, "\(bundle.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Bundle").path))
        }
    }
}
