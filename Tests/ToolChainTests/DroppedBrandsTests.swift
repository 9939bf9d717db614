import Foundation
import TestSupport
import Testing

/// A fresh copy of `Brands/` with two brands a new user dropped in, each with warnings (a
/// copy of Ladbrokes keeping Ladbrokes' pot icon; a Betsson brand whose dark high-contrast
/// badge is below the enhanced 7:1) and a brand named like each fixture brand (`coral`), and
/// every data-driven suite (tag `shippedBrands`) run again against it. Warnings in a brand a team adds fail none of those tests: whether the
/// shipped brands are free of warnings is CI's one `brandlint --strict Brands` step.
@Suite("Brands with warnings dropped into a copy of Brands/")
struct DroppedBrandsTests {
    static let fixtures = Repository.path("Tests/Fixtures/DropABrand/WithWarnings")

    /// Brands named like the fixture brands the tests add beside `Brands/` (Coral, which
    /// docs/adding-a-brand.md adds and a group may well ship): dropped too, so that a test that
    /// copies a fixture beside the shipped brands under its own name fails here.
    static let namedLikeFixtures = Repository.path("Tests/Fixtures/DropABrand/Brands")

    /// The copy: today's brands, the brands with warnings beside them (`dropped`), and brands
    /// named like every fixture brand.
    static func layOut(in folder: URL) throws -> (brands: String, dropped: [String]) {
        let brands = try TemporaryFolder.copy(Repository.path("Brands"), into: folder, as: "Brands")
        let dropped = try yamlFiles(in: fixtures)
        for name in dropped {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: brands + "/" + name)
        }
        for name in try yamlFiles(in: namedLikeFixtures) where !FileManager.default.fileExists(atPath: brands + "/" + name) {
            try FileManager.default.copyItem(atPath: namedLikeFixtures + "/" + name, toPath: brands + "/" + name)
        }
        return (brands, dropped)
    }

    private static func yamlFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func theDroppedBrandsHaveWarningsThatOnlyStrictFailsOn() throws {
        try TemporaryFolder.with("dropped-brands") { folder in
            let (_, dropped) = try Self.layOut(in: folder)
            #expect(dropped.count == 2)
            let arguments = ["--schemas", Repository.schemasFolder, "Brands"]
            let lint = try ToolProcess("brandlint").run(arguments, in: folder)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            for name in dropped {
                #expect(lint.output.contains("Brands/\(name):"), "\(name) has no warning: \(lint.output)")
            }
            #expect(lint.output.contains("[asset-name-other-brand]"), "\(lint.output)")
            #expect(lint.output.contains("[color-contrast-enhanced]"), "\(lint.output)")

            // CI's step: the brand and the finding named, and a failing exit.
            let strict = try ToolProcess("brandlint").run(["--strict"] + arguments, in: folder)
            #expect(strict.status == 1, "\(strict.output)")
            #expect(strict.output == lint.output)
        }
    }

    /// The data-driven tests, as the test process runs them, against the copy.
    @Test(.timeLimit(MachineSpeed.minutes(20)), .scheduledJob) func everyDataDrivenTestPassesWithTheDroppedBrands() throws {
        try TemporaryFolder.with("dropped-brands") { folder in
            let (brands, _) = try Self.layOut(in: folder)
            let tests = try #require(TestProcess.current, "the test process is not where CommandLine.arguments[0] says")
            let run = try tests.run(suites: Tag.shippedBrandSuites, environment: [Repository.brandsVariable: brands])
            #expect(run.status == 0, "\(run.failureLines.joined(separator: "\n"))")
            #expect(run.passedTests > 0, "\(run.output.suffix(2_000))")
        }
    }
}
