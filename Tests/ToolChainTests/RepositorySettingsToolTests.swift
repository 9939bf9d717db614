import ProfileLoading
import Foundation
import TestSupport
import Testing

/// A brands repository of its own, as a group keeps them: its brands extend a base kept in
/// another checkout, found through `--bases` or its `brandengine.yml`, which also names its
/// brands, scenarios and output folders. The real tools run as processes from its folder.
@Suite("A brands repository's settings and bases from another checkout", .tags(.shippedBrands))
struct RepositorySettingsToolTests {
    /// `folder/group/Brands/_base/entain.yaml` (the shared base, another checkout) and
    /// `folder/app/Brands/coral.yaml`, `folder/app/Scenarios/coral-locker.yaml`.
    static func layOut(in folder: URL, coral edit: (String) -> String = { $0 }) throws -> URL {
        let group = folder.appendingPathComponent("group/Brands/_base")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.brands + "/_base/entain.yaml", toPath: group.appendingPathComponent("entain.yaml").path)
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Brands"), withIntermediateDirectories: true)
        let coral = try String(contentsOfFile: DropABrandTests.fixtures + "/Brands/coral.yaml", encoding: .utf8)
        try edit(coral).write(to: app.appendingPathComponent("Brands/coral.yaml"), atomically: true, encoding: .utf8)
        try TemporaryFolder.copy(DropABrandTests.fixtures + "/Scenarios", into: app, as: "Scenarios")
        return app
    }

    static func writeSettings(_ text: String, in app: URL) throws {
        try text.write(to: app.appendingPathComponent(RepositorySettings.fileName), atomically: true, encoding: .utf8)
    }

    @Test func withoutBasesTheSharedBaseIsMissingAndSaysWhereItLooked() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder)
            let lint = try ToolProcess("brandlint").run(["Brands"], in: app)
            #expect(lint.status == 1)
            #expect(lint.output.contains("[extends-missing]"), "\(lint.output)")
        }
    }

    @Test func basesFromTheCommandLineFindTheSharedBase() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder)
            let lint = try ToolProcess("brandlint").run(["--bases", "../group/Brands", "Brands"], in: app)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            #expect(!lint.output.contains("extends-missing"), "\(lint.output)")
            let missing = try ToolProcess("brandlint").run(["--bases", "../nowhere", "Brands"], in: app)
            #expect(missing.status == 2)
            #expect(missing.errorOutput.contains("no such bases folder: ../nowhere"), "\(missing.errorOutput)")
        }
    }

    /// A problem the brand causes in a base of another checkout is reported at the brand, with
    /// the base's line as a `note:`, as for a local base.
    @Test func aBaseFromAnotherCheckoutGetsTheSameAttribution() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder) { $0.replacingOccurrences(of: "    brand.accent: \"#FFD100\"\n", with: "") }
            let lint = try ToolProcess("brandlint").run(["--bases", "../group/Brands", "Brands"], in: app)
            #expect(lint.status == 1)
            let lines = lint.output.split(separator: "\n")
            let error = try #require(lines.firstIndex { $0.hasPrefix("Brands/coral.yaml:") && $0.contains("brand.accent") }, "\(lint.output)")
            #expect(lines[error...].contains { $0.contains("note:") && $0.contains("../group/Brands/_base/entain.yaml:") }, "\(lint.output)")
        }
    }

    @Test func theSettingsFileNamesBrandsBasesScenariosAndOutputForEveryTool() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder)
            try Self.writeSettings("brands: Brands\nbases: [../group/Brands]\nscenarios: Scenarios\noutput: App/Brand\n", in: app)

            let lint = try ToolProcess("brandlint").run([], in: app)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            #expect(!lint.output.contains("brand-scenario-missing"), "the settings' scenarios replay coral: \(lint.output)")

            let simulate = try ToolProcess("brandsim").run(["Scenarios/coral-locker.yaml"], in: app)
            #expect(simulate.status == 0, "\(simulate.output)\(simulate.errorOutput)")

            let generate = try ToolProcess("brandgen").run(["--platform", "ios"], in: app)
            #expect(generate.status == 0, "\(generate.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("App/Brand").path))

            let report = try ToolProcess("brandreport").run(["--format", "json", "--output", "-"], in: app)
            #expect(report.status == 0, "\(report.errorOutput)")
        }
    }

    @Test func aMisspeltSettingsKeyIsAnErrorAtItsLine() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder)
            try Self.writeSettings("brands: Brands\nscenarioes: Scenarios\n", in: app)
            let lint = try ToolProcess("brandlint").run([], in: app)
            #expect(lint.status == 2)
            #expect(lint.errorOutput.contains("brandengine.yml:2:1: unknown key `scenarioes`"), "\(lint.errorOutput)")
            #expect(lint.errorOutput.contains("did you mean `scenarios`?"), "\(lint.errorOutput)")
        }
    }

    /// `brand-scenario-missing` looks in `Scenarios/` beside the brands too, and where there
    /// is no scenarios folder it says once where it looked instead of staying silent.
    @Test func theScenarioCheckFindsScenariosOrSaysWhereItLooked() throws {
        try TemporaryFolder.with("settings") { folder in
            let app = try Self.layOut(in: folder)
            let found = try ToolProcess("brandlint").run(["--bases", "../group/Brands", "Brands"], in: app)
            #expect(!found.output.contains("brand-scenario-missing"), "\(found.output)")
            #expect(!found.errorOutput.contains("not checked"), "\(found.errorOutput)")

            try FileManager.default.removeItem(at: app.appendingPathComponent("Scenarios"))
            let none = try ToolProcess("brandlint").run(["--bases", "../group/Brands", "Brands"], in: app)
            let notes = none.errorOutput.split(separator: "\n").filter { $0.contains("brand-scenario-missing not checked") }
            #expect(notes.count == 1, "\(none.errorOutput)")
            #expect(notes.first?.contains("Tests/Scenarios and Scenarios") == true, "\(none.errorOutput)")
        }
    }

    /// An app's own `brandengine.yml` naming the brands of a brands repository that has its
    /// own: the app's settings come first, the brands repository's supply the rest (its
    /// `bases`, relative to its own folder), and the one both name is a warning naming both.
    @Test func theWorkingFoldersSettingsComeFirstAndTheBrandsSupplyTheRest() throws {
        try TemporaryFolder.with("settings") { folder in
            let brands = try Self.layOut(in: folder)
            try Self.writeSettings("brands: Brands\nbases: [../group/Brands]\nscenarios: Scenarios\noutput: Shared/Generated\n", in: brands)
            let app = folder.appendingPathComponent("ios")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try Self.writeSettings("brands: ../app/Brands\noutput: Generated\n", in: app)

            let generate = try ToolProcess("brandgen").run(["--platform", "json"], in: app)
            #expect(generate.status == 0, "\(generate.output)\(generate.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Generated/json/coral.json").path), "\(generate.errorOutput)")
            #expect(!FileManager.default.fileExists(atPath: brands.appendingPathComponent("Shared").path))
            let warning = try #require(generate.errorOutput.split(separator: "\n").first { $0.contains("warning:") }, "\(generate.errorOutput)")
            #expect(warning.contains("brandengine.yml's `output: Generated` shadows"), "\(warning)")
            #expect(warning.contains("shadows ../app/brandengine.yml's `output: ../app/Shared/Generated`"), "\(warning)")
            let summary = try #require(generate.errorOutput.split(separator: "\n").first { $0.hasPrefix("brandgen: settings:") }, "\(generate.errorOutput)")
            #expect(summary == "brandgen: settings: brands, output from brandengine.yml; bases, scenarios from ../app/brandengine.yml", "\(summary)")

            // The brands repository's `brands` names another folder than the one in use: ignored, and said.
            try Self.writeSettings("brands: Profiles\nbases: [../group/Brands]\n", in: brands)
            try Self.writeSettings("output: Generated\n", in: app)
            let lint = try ToolProcess("brandlint").run(["../app/Brands"], in: app)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            #expect(lint.errorOutput.contains("brandlint: warning: ../app/brandengine.yml's `brands: ../app/Profiles` is ignored: the brands in use are ../app/Brands"), "\(lint.errorOutput)")
        }
    }
}
