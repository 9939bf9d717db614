import Foundation
import Testing
import TestSupport

/// brandgen as scripts and CI run it: a process, its files and its exit code.
@Suite("brandgen on the command line", .tags(.shippedBrands))
struct CommandLineTests {
    static let tool = ToolProcess("brandgen")

    static func brandgen(_ arguments: [String], in folder: URL? = nil) throws -> ToolProcess.Run {
        try tool.run(arguments, in: folder)
    }

    /// A copy of Brands/ and Schemas/ in a new folder, so tests can edit profiles.
    static func workspace() throws -> URL {
        let folder = try TemporaryFolder.make("brandgen")
        try TemporaryFolder.copy(Repository.brands, into: folder, as: "Brands")
        try TemporaryFolder.copy(Repository.schemasFolder, into: folder, as: "Schemas")
        return folder
    }

    @Test func everyShippedBrandIsGeneratedByteIdenticallyForAnyJobCount() throws {
        let folder = try TemporaryFolder.make("brandgen")
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one"), two = folder.appendingPathComponent("two")
        let first = try Self.brandgen(["--jobs", "1", "--output", one.path, Repository.brands])
        #expect(first.status == 0, "\(first.output)\(first.errorOutput)")
        #expect(first.outputPastWarnings == "", "only warnings, if anything")
        let second = try Self.brandgen(["--jobs", "2", "--output", two.path, Repository.brands])
        #expect(second.status == 0)
        let tree = try GeneratedTree.read(one)
        #expect(tree == (try GeneratedTree.read(two)))
        for id in ShippedBrands.ids {
            for path in ["json/\(id).json", "dtcg/\(id).tokens.json", "web/\(id).css", "web/\(id).json", "android/\(id)/BrandNames.kt", "android/\(id)/assets/brandengine/\(id).json"] {
                #expect(tree[path] != nil, "\(path) missing")
            }
        }
        #expect(tree["web/brands.css"] != nil)
        #expect(tree["react-native/index.ts"] != nil)
        #expect(tree[".brandgen"] != nil)
        // A second run into the same folder writes nothing and changes nothing.
        let dates = try GeneratedTree.modificationDates(one)
        let again = try Self.brandgen(["--jobs", "2", "--output", one.path, Repository.brands])
        #expect(again.status == 0)
        #expect(again.errorOutput.contains("0 written, 0 deleted, \(tree.count) unchanged"), "\(again.errorOutput)")
        #expect(try GeneratedTree.read(one) == tree)
        #expect(try GeneratedTree.modificationDates(one) == dates)
    }

    @Test func checkFailsAfterAProfileEditAndPassesAfterRegenerating() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let id = try #require(ShippedBrands.ids.first)
        #expect(try Self.brandgen([], in: workspace).status == 0)
        let clean = try Self.brandgen(["--check"], in: workspace)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.outputPastWarnings == "")

        let profile = workspace.appendingPathComponent("Brands/\(id).yaml")
        let text = try String(contentsOf: profile, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\nname: ", with: "\nname: Edited ")
        #expect(edited != text)
        try edited.write(to: profile, atomically: true, encoding: .utf8)
        let before = try GeneratedTree.modificationDates(workspace.appendingPathComponent("Generated"))

        let stale = try Self.brandgen(["--check"], in: workspace)
        #expect(stale.status == 1)
        #expect(stale.output.contains("stale: Generated/json/\(id).json"), "\(stale.output)")
        // The React Native module carries the name too.
        #expect(stale.output.contains("stale: Generated/react-native/\(id).ts"), "\(stale.output)")
        #expect(!stale.output.contains("missing:"))
        for other in ShippedBrands.ids where other != id { #expect(!stale.outputPastWarnings.contains("/\(other)."), "\(stale.output)") }

        #expect(try Self.brandgen([], in: workspace).status == 0)
        #expect(try Self.brandgen(["--check"], in: workspace).status == 0)
        // Only the files whose contents changed were written.
        let after = try GeneratedTree.modificationDates(workspace.appendingPathComponent("Generated"))
        let rewritten = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(!rewritten.isEmpty)
        #expect(rewritten.allSatisfy { $0.contains("/\(id).") || $0.contains("/\(id)/") }, "\(rewritten)")
    }

    @Test func checkListsMissingAndExtraFilesAndDeletesOnlyInsideItsPlatformFolders() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = workspace.appendingPathComponent("Generated")
        #expect(try Self.brandgen([], in: workspace).status == 0)
        let id = try #require(ShippedBrands.ids.first)
        try FileManager.default.removeItem(at: output.appendingPathComponent("dtcg/\(id).tokens.json"))
        try Data("old".utf8).write(to: output.appendingPathComponent("web/retired.css"))
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))

        let check = try Self.brandgen(["--check"], in: workspace)
        #expect(check.status == 1)
        #expect(check.outputPastWarnings == "missing: Generated/dtcg/\(id).tokens.json\nextra: Generated/web/retired.css\n")

        #expect(try Self.brandgen([], in: workspace).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("web/retired.css").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("dtcg/\(id).tokens.json").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.txt").path))
    }

    /// Android's names and assets are checked like every other file: a brand's `BrandNames.kt`
    /// missing and its envelope edited by hand fail `--check`, with or without `--brand`; another
    /// brand's `--check` is clean.
    @Test func checkCoversTheAndroidNamesAndAssets() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = workspace.appendingPathComponent("Generated")
        #expect(try Self.brandgen([], in: workspace).status == 0)
        let ids = ShippedBrands.ids
        let id = try #require(ids.first)
        try FileManager.default.removeItem(at: output.appendingPathComponent("android/\(id)/BrandNames.kt"))
        let envelope = output.appendingPathComponent("android/\(id)/assets/brandengine/\(id).json")
        try (try Data(contentsOf: envelope) + Data(" ".utf8)).write(to: envelope)

        let expected = "missing: Generated/android/\(id)/BrandNames.kt\nstale: Generated/android/\(id)/assets/brandengine/\(id).json\n"
        let check = try Self.brandgen(["--check"], in: workspace)
        #expect(check.status == 1)
        #expect(check.outputPastWarnings == expected, "\(check.output)")
        let one = try Self.brandgen(["--check", "--brand", id], in: workspace)
        #expect(one.outputPastWarnings == expected, "\(one.output)")
        if let other = ids.dropFirst().first {
            #expect(try Self.brandgen(["--check", "--brand", other], in: workspace).status == 0)
        }
        #expect(try Self.brandgen([], in: workspace).status == 0)
        #expect(try Self.brandgen(["--check"], in: workspace).status == 0)
    }

    @Test func refusesAFolderItDoesNotOwn() throws {
        let folder = try TemporaryFolder.make("brandgen")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("keep".utf8).write(to: folder.appendingPathComponent("keep.txt"))
        let run = try Self.brandgen(["--output", folder.path, Repository.brands])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("refusing to write into"), "\(run.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.txt"])
    }

    @Test func neverWritesThroughALinkOutOfItsFolder() throws {
        let folder = try TemporaryFolder.make("brandgen")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out"), outside = folder.appendingPathComponent("outside")
        #expect(try Self.brandgen(["--output", output.path, Repository.brands]).status == 0)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("theirs".utf8).write(to: outside.appendingPathComponent("theirs.css"))
        try FileManager.default.removeItem(at: output.appendingPathComponent("web"))
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("web"), withDestinationURL: outside)
        let run = try Self.brandgen(["--output", output.path, Repository.brands])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("link"), "\(run.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["theirs.css"])
    }

    @Test func aBrandWithErrorsIsReportedAsBrandlintDoesAndTheOthersAreGenerated() throws {
        let folder = try TemporaryFolder.make("brandgen")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.brandgen(["Tests/Fixtures/Lint", "--output", folder.path])
        let lint = try ToolProcess("brandlint").run(["Tests/Fixtures/Lint"])
        #expect(run.status == 1)
        #expect(lint.status == 1)
        #expect(run.output == lint.output)
        let tree = try GeneratedTree.read(folder)
        #expect(tree["json/clean.json"] != nil)
        #expect(tree["json/bad-colour.json"] == nil)
        // Generated: exactly the fixture brands brandlint reports no error in.
        let withErrors = Set(lint.output.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.prefix { $0 != ":" } })
        let brands = try FileManager.default.contentsOfDirectory(atPath: ShippedBrands.repository + "/Tests/Fixtures/Lint")
            .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("_") }.map { String($0.dropLast(5)) }
        let clean = brands.filter { !withErrors.contains("Tests/Fixtures/Lint/\($0).yaml") }.sorted()
        #expect(tree.keys.filter { $0.hasPrefix("json/") }.sorted() == clean.map { "json/\($0).json" }.sorted())
    }

    @Test func brandAndPlatformLimitTheRunAndItsScope() throws {
        let folder = try TemporaryFolder.make("brandgen")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.brandgen(["--output", folder.path, Repository.brands]).status == 0)
        let everything = try GeneratedTree.read(folder)
        let id = try #require(ShippedBrands.ids.first)
        let one = try Self.brandgen(["--output", folder.path, "--brand", id, "--platform", "web", "--check", Repository.brands])
        #expect(one.status == 0, "\(one.output)")
        let only = folder.appendingPathComponent("only")
        #expect(try Self.brandgen(["--output", only.path, "--brand", id, "--platform", "json", Repository.brands]).status == 0)
        #expect(try GeneratedTree.read(only).keys.sorted() == [".brandgen", "json/\(id).json"])
        #expect(try GeneratedTree.read(only)["json/\(id).json"] == everything["json/\(id).json"])

        let unknown = try Self.brandgen(["--output", folder.path, "--brand", "no-such-brand", Repository.brands])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("no-such-brand"))
        #expect(try Self.brandgen(["--platform", "windows"]).status == 2)
        #expect(try Self.brandgen(["Brands/none.yaml", "--output", folder.path]).status == 2)
    }
}
