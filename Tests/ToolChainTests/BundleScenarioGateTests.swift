import Foundation
import TestSupport
import Testing

/// Issue 49, item 8: `brandgen bundle` replays the brands' scenarios before it signs, and
/// writes nothing while one fails, unless `--skip-scenarios` says otherwise.
@Suite("brandgen bundle replays the scenarios first", .tags(.shippedBrands))
struct BundleScenarioGateTests {
    @Test func aFailingScenarioStopsTheBundleUnlessSkipped() throws {
        try TemporaryFolder.with("bundle-scenarios") { folder in
            try OutsideTheRepositoryTests.layOut(in: folder)
            let id = DropABrandTests.newBrand  // Coral, under a name no shipped brand has
            let keygen = try ToolProcess("brandgen").run(["keygen", "--output", "Keys"], in: folder)
            #expect(keygen.status == 0, "\(keygen.errorOutput)")
            let bundle = { (version: Int, extra: [String]) in
                try ToolProcess("brandgen").run(["bundle", "Brands", "--key", "Keys/signing.key", "--version", String(version), "--output", "Bundle"] + extra, in: folder)
            }

            let first = try bundle(1, [])
            #expect(first.status == 0, "\(first.errorOutput)")
            #expect(first.errorOutput.contains("brandgen bundle: 1 of 1 scenario passed (Scenarios, "), "\(first.errorOutput)")

            // v2 changes Coral's pot icon while its scenario still expects v1's.
            let coral = folder.appendingPathComponent("Brands/\(id).yaml")
            let profile = try String(contentsOf: coral, encoding: .utf8)
            try profile.replacingOccurrences(of: "potIcon: \(id).pot", with: "potIcon: \(id).pot2").write(to: coral, atomically: true, encoding: .utf8)
            let manifest = folder.appendingPathComponent("Bundle/manifest.json")
            let signed = try Data(contentsOf: manifest)
            let refused = try bundle(2, [])
            #expect(refused.status == 1, "\(refused.output)\(refused.errorOutput)")
            #expect(refused.errorOutput.contains("✗ Scenarios/\(DropABrandTests.renamed("coral-locker.yaml", to: id))"), "\(refused.errorOutput)")
            #expect(refused.errorOutput.contains("potIcon: expected \"\(id).pot\", got \"\(id).pot2\""), "\(refused.errorOutput)")
            #expect(refused.errorOutput.contains("brandgen bundle: 1 of 1 scenario failed; nothing written (fix the brand or the scenario; --skip-scenarios signs anyway)"), "\(refused.errorOutput)")
            #expect(try Data(contentsOf: manifest) == signed, "the manifest of version 1 was replaced")

            let skipped = try bundle(2, ["--skip-scenarios"])
            #expect(skipped.status == 0, "\(skipped.errorOutput)")
            #expect(try String(contentsOf: manifest, encoding: .utf8).contains("\"version\" : 2"))
        }
    }

    @Test func theHelpNamesTheFlag() throws {
        let help = try ToolProcess("brandgen").run(["bundle", "--help"])
        #expect(help.output.contains("--skip-scenarios"), "\(help.output)")
        #expect(help.output.contains("--brandsim <executable>"), "\(help.output)")
    }

    /// Issue 49, item 9: the envelopes an app bundles (its BrandProfiles) are written by
    /// brandgen, not copied by hand, and `--check` says whether they are current.
    @Test func theAppsBundledEnvelopesAreWrittenAndChecked() throws {
        try TemporaryFolder.with("bundled-envelopes") { folder in
            try OutsideTheRepositoryTests.layOut(in: folder)
            let id = DropABrandTests.newBrand
            let bundled = "Sources/App/BrandProfiles"
            let write = try ToolProcess("brandgen").run(["--bundled", bundled, "Brands"], in: folder)
            #expect(write.status == 0, "\(write.output)\(write.errorOutput)")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(bundled).path)
            #expect(written.contains("\(id).json") && !written.contains("json"), "\(written)")
            let current = try ToolProcess("brandgen").run(["--bundled", bundled, "--check", "Brands"], in: folder)
            #expect(current.status == 0, "\(current.output)\(current.errorOutput)")
            #expect(current.errorOutput.contains("0 to write, 0 extra"), "\(current.errorOutput)")

            let coral = folder.appendingPathComponent("Brands/\(id).yaml")
            try String(contentsOf: coral, encoding: .utf8).replacingOccurrences(of: "potIcon: \(id).pot", with: "potIcon: \(id).pot2")
                .write(to: coral, atomically: true, encoding: .utf8)
            try Data("{}".utf8).write(to: folder.appendingPathComponent(bundled + "/gone.json"))
            let stale = try ToolProcess("brandgen").run(["--bundled", bundled, "--check", "Brands"], in: folder)
            #expect(stale.status == 1, "\(stale.output)\(stale.errorOutput)")
            // Only these lines: the brands' lint warnings (whatever brands are there) print too.
            let listed = stale.output.split(separator: "\n").filter { $0.hasPrefix("stale: ") || $0.hasPrefix("missing: ") || $0.hasPrefix("extra: ") }
            #expect(listed == ["stale: \(bundled)/\(id).json", "extra: \(bundled)/gone.json"], "\(stale.output)")

            let update = try ToolProcess("brandgen").run(["--bundled", bundled, "Brands"], in: folder)
            #expect(update.status == 0, "\(update.errorOutput)")
            #expect(update.errorOutput.contains("1 written, 1 deleted"), "\(update.errorOutput)")
            #expect(try ToolProcess("brandgen").run(["--bundled", bundled, "--check", "Brands"], in: folder).status == 0)
        }
    }

    /// Issue 50, item 4: the app's bundled catalog carries the version it was built from in
    /// its files. `--bundle` checks the envelopes are exactly that bundle's documents and
    /// copies its manifest beside them; a later change to the brands is caught.
    @Test func theBundledCatalogCarriesItsBundleVersion() throws {
        try TemporaryFolder.with("bundled-version") { folder in
            try OutsideTheRepositoryTests.layOut(in: folder)
            let id = DropABrandTests.newBrand
            let bundled = "Sources/App/BrandProfiles"
            let kept = folder.appendingPathComponent("\(bundled)/bundled.manifest")
            #expect(try ToolProcess("brandgen").run(["keygen", "--output", "Keys"], in: folder).status == 0)
            let sign = { (version: Int) in
                try ToolProcess("brandgen").run(
                    ["bundle", "Brands", "--key", "Keys/signing.key", "--version", String(version), "--output", "Bundle", "--skip-scenarios"], in: folder)
            }
            #expect(try sign(5).status == 0)
            let write = try ToolProcess("brandgen").run(["--bundled", bundled, "--bundle", "Bundle", "Brands"], in: folder)
            #expect(write.status == 0, "\(write.output)\(write.errorOutput)")
            #expect(write.errorOutput.contains(", bundle version 5, "), "\(write.errorOutput)")
            #expect(try Data(contentsOf: kept) == Data(contentsOf: folder.appendingPathComponent("Bundle/manifest.json")))
            #expect(try ToolProcess("brandgen").run(["--bundled", bundled, "--check", "Brands"], in: folder).status == 0)

            // The brands move on without a bundle: --bundle refuses, --check names the manifest.
            let coral = folder.appendingPathComponent("Brands/\(id).yaml")
            try String(contentsOf: coral, encoding: .utf8).replacingOccurrences(of: "potIcon: \(id).pot", with: "potIcon: \(id).pot2")
                .write(to: coral, atomically: true, encoding: .utf8)
            let refused = try ToolProcess("brandgen").run(["--bundled", bundled, "--bundle", "Bundle", "Brands"], in: folder)
            #expect(refused.status == 2, "\(refused.output)\(refused.errorOutput)")
            #expect(refused.errorOutput.contains("the brands are not what bundle version 5 (Bundle) holds: \(id).json differs"), "\(refused.errorOutput)")
            let stale = try ToolProcess("brandgen").run(["--bundled", bundled, "--check", "Brands"], in: folder)
            #expect(stale.status == 1)
            let listed = stale.output.split(separator: "\n").filter { $0.hasPrefix("stale: ") || $0.hasPrefix("missing: ") }
            #expect(listed == ["stale: \(bundled)/\(id).json", "stale: \(bundled)/bundled.manifest"], "\(stale.output)")

            // Bundled again: the copy and its version follow.
            #expect(try sign(6).status == 0)
            let update = try ToolProcess("brandgen").run(["--bundled", bundled, "--bundle", "Bundle", "Brands"], in: folder)
            #expect(update.status == 0, "\(update.errorOutput)")
            #expect(update.errorOutput.contains(", bundle version 6, ") && update.errorOutput.contains("2 written"), "\(update.errorOutput)")
            #expect(try ToolProcess("brandgen").run(["--bundled", bundled, "--bundle", "Bundle", "--check", "Brands"], in: folder).status == 0)
        }
    }

    /// Issue 49, item 9: a base copied into a brands repository of its own keeps an editor
    /// modeline naming `../../Schemas`, which that repository does not have: brandlint says so,
    /// and `--fix` points it at the schema the run uses (`--schemas`, else the installed one).
    @Test func aDanglingEditorModelineIsNamedAndFixed() throws {
        try TemporaryFolder.with("modeline") { folder in
            try OutsideTheRepositoryTests.layOut(in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Vendor"), withIntermediateDirectories: true)
            _ = try TemporaryFolder.copy(Repository.schemasFolder, into: folder.appendingPathComponent("Vendor"), as: "Schemas")
            let base = folder.appendingPathComponent("Brands/_base/entain.yaml")
            let before = try String(contentsOf: base, encoding: .utf8)
            #expect(before.hasPrefix("# yaml-language-server: $schema=../../Schemas/brand-profile.schema.json\n"))
            let lint = try ToolProcess("brandlint").run(["Brands"], in: folder)
            #expect(lint.errorOutput.contains("brandlint: Brands/_base/entain.yaml: its editor modeline names ../../Schemas/brand-profile.schema.json, which does not exist"), "\(lint.errorOutput)")

            let fix = try ToolProcess("brandlint").run(["--fix", "--schemas", "Vendor/Schemas", "Brands"], in: folder)
            #expect(fix.errorOutput.contains("brandlint: fixed: Brands/_base/entain.yaml: its editor modeline now names ../../Vendor/Schemas/brand-profile.schema.json"), "\(fix.errorOutput)")
            let after = try String(contentsOf: base, encoding: .utf8)
            #expect(after == before.replacingOccurrences(of: "$schema=../../Schemas/", with: "$schema=../../Vendor/Schemas/"))
            let again = try ToolProcess("brandlint").run(["Brands"], in: folder)
            #expect(!again.errorOutput.contains("editor modeline"), "\(again.errorOutput)")
        }
    }
}
