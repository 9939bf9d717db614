import Foundation
import TestSupport
import Testing

/// The tools run as an app team runs them: in a folder of its own, outside this repository,
/// with no `Schemas` folder and no `--schemas`. They use the schemas compiled into them
/// (BrandRuntime's copy of `Schemas/`) and say so, and they find what they find with a folder.
@Suite("The tools outside this repository")
struct OutsideTheRepositoryTests {
    /// `folder/Brands` (the shipped brands and Coral) and `folder/Scenarios` (Coral's scenario).
    static func layOut(in folder: URL) throws {
        let brands = try TemporaryFolder.copy(Repository.brands, into: folder, as: "Brands")
        try FileManager.default.copyItem(
            atPath: DropABrandTests.fixtures + "/Brands/coral.yaml", toPath: brands + "/coral.yaml")
        try TemporaryFolder.copy(DropABrandTests.fixtures + "/Scenarios", into: folder, as: "Scenarios")
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
            #expect(report.output.contains("\"coral\""))

            let simulate = try ToolProcess("brandsim").run(["--brands", "Brands", "Scenarios/coral-locker.yaml"], in: folder)
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
