import BrandDelivery
import BrandPublishing
import BrandRuntime
import Foundation
import Testing
import TestSupport

/// `brandgen keygen` and `brandgen bundle` as processes.
@Suite("brandgen bundle")
struct BundleCommandTests {
    private func brandgen(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolProcess.Run {
        try ToolProcess("brandgen").run(arguments, environment: environment)
    }

    @Test func keygenThenBundleWritesASignedContentAddressedBundle() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli")
        let brands = work.appendingPathComponent("brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 2, revision: 1)
        let keys = work.appendingPathComponent("keys")
        let keygen = try brandgen(["keygen", "--output", keys.path])
        #expect(keygen.status == 0, "\(keygen.errorOutput)")
        let publicKey = try BundlePublicKey(base64: String(contentsOf: keys.appendingPathComponent("signing.pub"), encoding: .utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: keys.appendingPathComponent("signing.key").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try brandgen(["keygen", "--output", keys.path]).status == 2)

        let arguments = [
            "bundle", brands.path, "--schemas", DeliveryFixtures.repository + "/Schemas", "--key", keys.appendingPathComponent("signing.key").path,
            "--version", "7", "--created", "2026-11-23T16:00:00Z",
        ]
        let first = work.appendingPathComponent("out1")
        let run = try brandgen(arguments + ["--output", first.path])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        let manifestBytes = try Data(contentsOf: first.appendingPathComponent(BundleLayout.manifest))
        let signatureText = try Data(contentsOf: first.appendingPathComponent(BundleLayout.signature))
        let signature = try #require(Data(base64Encoded: String(decoding: signatureText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(publicKey.isValidSignature(signature, for: manifestBytes))
        let manifest = try BundleManifest.decode(manifestBytes)
        #expect(manifest.version == 7)
        #expect(manifest.brands.map(\.id) == ["fixture-1", "fixture-2"])
        for entry in manifest.brands {
            let document = try Data(contentsOf: first.appendingPathComponent(entry.path))
            #expect(RuntimeProfileFormat.sha256Hex(document) == entry.digest)
            #expect(document.count == entry.size)
        }

        // The same input, version and time give the same bytes; the key from the environment.
        let second = work.appendingPathComponent("out2")
        let keyText = try String(contentsOf: keys.appendingPathComponent("signing.key"), encoding: .utf8)
        let fromEnvironment = arguments.filter { $0 != "--key" && !$0.hasSuffix("signing.key") }
        let again = try brandgen(fromEnvironment + ["--output", second.path], environment: ["BRANDGEN_SIGNING_KEY": keyText])
        #expect(again.status == 0, "\(again.errorOutput)")
        #expect(try Data(contentsOf: second.appendingPathComponent(BundleLayout.manifest)) == manifestBytes)
        #expect(try Data(contentsOf: second.appendingPathComponent(BundleLayout.signature)) == signatureText)
    }

    @Test func aBrandWithErrorsIsRefusedAndNothingWritten() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-lint")
        let brands = work.appendingPathComponent("brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 2, revision: 1, broken: [2])
        let key = BundleSigningKey()
        let output = work.appendingPathComponent("out")
        let run = try brandgen(
            ["bundle", brands.path, "--schemas", DeliveryFixtures.repository + "/Schemas", "--version", "1", "--output", output.path],
            environment: ["BRANDGEN_SIGNING_KEY": key.fileText])
        #expect(run.status == 1)
        #expect(run.output.contains("string-missing"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aKeyInsideTheRepositoryOrNoKeyIsRefused() throws {
        let noKey = try brandgen(["bundle", "--version", "1", "--output", "/tmp/unused-bundle"], environment: ["BRANDGEN_SIGNING_KEY": ""])
        #expect(noKey.status == 2)
        #expect(noKey.errorOutput.contains("no signing key"))
        let inRepository = try brandgen(["bundle", "--key", DeliveryFixtures.repository + "/Package.swift", "--version", "1", "--output", "/tmp/unused-bundle"])
        #expect(inRepository.status == 2)
        #expect(inRepository.errorOutput.contains("git work tree"))
    }

    @Test func keygenRefusesAFolderInsideAGitWorkTreeUnlessForced() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-keygen-git")
        // A work tree as git makes one: a `.git` at its top.
        try FileManager.default.createDirectory(at: work.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let keys = work.appendingPathComponent("config/keys")
        let refused = try brandgen(["keygen", "--output", keys.path])
        #expect(refused.status == 2)
        #expect(refused.errorOutput.contains("inside the git work tree \(work.path)"))
        #expect(refused.errorOutput.contains("--force"))
        #expect(!FileManager.default.fileExists(atPath: keys.appendingPathComponent("signing.key").path))

        let forced = try brandgen(["keygen", "--output", keys.path, "--force"])
        #expect(forced.status == 0, "\(forced.errorOutput)")
        #expect(forced.errorOutput.contains("warning"))
        #expect(FileManager.default.fileExists(atPath: keys.appendingPathComponent("signing.key").path))
    }

    @Test func bundleRefusesAVersionNotAboveTheFoldersManifestUnlessForced() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-version")
        let brands = work.appendingPathComponent("brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 1, revision: 1)
        let output = work.appendingPathComponent("out")
        let environment = ["BRANDGEN_SIGNING_KEY": BundleSigningKey().fileText]
        func bundle(_ version: Int, _ extra: [String] = []) throws -> ToolProcess.Run {
            try brandgen(
                ["bundle", brands.path, "--schemas", DeliveryFixtures.repository + "/Schemas", "--version", "\(version)",
                 "--created", "2026-11-23T16:00:00Z", "--output", output.path] + extra,
                environment: environment)
        }
        #expect(try bundle(42).status == 0)
        // The same bundle again (same brands, version and time) is a rebuild, not a new version.
        #expect(try bundle(42).status == 0)

        try Data(DeliveryFixtures.brandYAML(index: 1, revision: 2).utf8).write(to: brands.appendingPathComponent("fixture-1.yaml"))
        let older = try bundle(41)
        #expect(older.status == 2)
        #expect(older.errorOutput.contains("--version 41 is not higher than version 42"))
        #expect(older.errorOutput.contains("pass --version 43 or higher, or --force"))
        #expect(try bundle(42).errorOutput.contains("reused version"))
        #expect(try BundleManifest.decode(Data(contentsOf: output.appendingPathComponent(BundleLayout.manifest))).version == 42)

        #expect(try bundle(42 + BundleManifest.maximumVersionJump + 1).status == 2)
        #expect(try bundle(41, ["--force"]).status == 0)
        #expect(try bundle(43).status == 0)
    }

    @Test func bundleRefusesALifetimeAppsWouldRefuse() throws {
        let run = try brandgen(
            ["bundle", "--version", "1", "--expires-in", "3650", "--output", "/tmp/unused-bundle"],
            environment: ["BRANDGEN_SIGNING_KEY": BundleSigningKey().fileText])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("--expires-in must be 1 to 90 days"))
    }
}
