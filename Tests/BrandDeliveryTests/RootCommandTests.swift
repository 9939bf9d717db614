import BrandDelivery
import BrandPublishing
import Foundation
import Testing
import TestSupport

/// `brandgen root` as a process, end to end: the ceremony of docs/delivery.md, then a catalog
/// pinning the root it wrote, over files in memory.
@Suite("brandgen root")
struct RootCommandTests {
    private func brandgen(_ arguments: [String]) throws -> ToolProcess.Run {
        try ToolProcess("brandgen").run(arguments)
    }

    @Test func theCeremonyCreatesAndRotatesARootThatACatalogWalks() async throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-root")
        for name in ["offline1", "offline2", "offline3", "online1", "online2"] {
            let run = try brandgen(["keygen", "--output", work.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(run.errorOutput)")
        }
        func key(_ name: String) -> String { work.appendingPathComponent(name).appendingPathComponent("signing.key").path }
        func pub(_ name: String) -> String { work.appendingPathComponent(name).appendingPathComponent("signing.pub").path }
        let bundle = work.appendingPathComponent("Bundle")
        let brands = work.appendingPathComponent("brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 2, revision: 1)

        // Version 1: three offline keys, two needed; signed by one, then a second.
        let initRun = try brandgen([
            "root", "init", "--key", key("offline1"), "--root-key", pub("offline2"), "--root-key", pub("offline3"), "--threshold", "2",
            "--online-key", pub("online1"), "--output", bundle.path,
        ])
        #expect(initRun.status == 0, "\(initRun.errorOutput)")
        #expect(initRun.errorOutput.contains("1 of the 2 needed from its own keys"))
        #expect(try brandgen(["root", "verify", bundle.path]).status == 1)
        let sign = try brandgen(["root", "sign", bundle.appendingPathComponent("root/1.json").path, "--key", key("offline2")])
        #expect(sign.status == 0, "\(sign.errorOutput)")
        let verify = try brandgen(["root", "verify", bundle.path])
        #expect(verify.status == 0, "\(verify.output)\(verify.errorOutput)")
        #expect(try brandgen(["root", "init", "--key", key("offline1"), "--threshold", "1", "--online-key", pub("online1"), "--output", bundle.path]).status == 2)

        let schemas = ["--schemas", DeliveryFixtures.repository + "/Schemas"]
        let first = try brandgen(["bundle", brands.path] + schemas + ["--key", key("online1"), "--version", "1", "--output", bundle.path])
        #expect(first.status == 0, "\(first.errorOutput)")

        // The app pins root 1 as shipped.
        let pinned = try SignedTrustRoot.pinned(try Data(contentsOf: bundle.appendingPathComponent("root/1.json")))
        let host = InMemoryTransport(files: try RootFixtures.files(in: bundle))
        let clock = TestClock(Date())
        let client = try RootFixtures.client(transport: host, root: pinned, directory: try DeliveryFixtures.temporaryFolder("cli-root-client"), clock: clock)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))

        // Rotation of the online key by two offline keys; the old key's bundle is refused by brandgen.
        let rotate = try brandgen([
            "root", "rotate", "--output", bundle.path, "--online-key", pub("online2"), "--key", key("offline1"), "--key", key("offline3"),
        ])
        #expect(rotate.status == 0, "\(rotate.errorOutput)")
        #expect(rotate.errorOutput.contains("apps will take it"), "\(rotate.errorOutput)")
        let stale = try brandgen(["bundle", brands.path] + schemas + ["--key", key("online1"), "--version", "2", "--output", bundle.path])
        #expect(stale.status == 2)
        #expect(stale.errorOutput.contains("bad-signature"), "\(stale.errorOutput)")
        let second = try brandgen(["bundle", brands.path] + schemas + ["--key", key("online2"), "--version", "2", "--output", bundle.path])
        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(try brandgen(["root", "verify", bundle.path]).status == 0)

        host.publish(try RootFixtures.files(in: bundle))
        #expect(await client.refresh() == .updated(version: 2, source: .remote))
        #expect(client.trustedRoot.version == 2)
        #expect(client.trustedRoot.manifestKeys == [try BundlePublicKey(base64: String(contentsOfFile: pub("online2"), encoding: .utf8))])
    }

    @Test func mistakesGetClearErrors() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-root-errors")
        for name in ["offline", "online"] { _ = try brandgen(["keygen", "--output", work.appendingPathComponent(name).path]) }
        let offline = work.appendingPathComponent("offline/signing.key").path
        let online = work.appendingPathComponent("online/signing.pub").path
        let output = work.appendingPathComponent("Bundle").path

        let noOnline = try brandgen(["root", "init", "--key", offline, "--threshold", "1", "--output", output])
        #expect(noOnline.status == 2)
        #expect(noOnline.errorOutput.contains("--online-key"))
        let threshold = try brandgen(["root", "init", "--key", offline, "--threshold", "3", "--online-key", online, "--output", output])
        #expect(threshold.status == 2)
        #expect(threshold.errorOutput.contains("--threshold 3 must be between 1 and the 1 keys"))
        let publicAsPrivate = try brandgen(["root", "init", "--key", online, "--threshold", "1", "--online-key", online, "--output", output])
        #expect(publicAsPrivate.status == 2)
        let noRoot = try brandgen(["root", "rotate", "--output", output])
        #expect(noRoot.status == 2)
        #expect(noRoot.errorOutput.contains("brandgen root init"))

        #expect(try brandgen(["root", "init", "--key", offline, "--threshold", "1", "--online-key", online, "--output", output]).status == 0)
        let reset = try brandgen(["root", "rotate", "--output", output, "--reset-versions", "--key", offline])
        #expect(reset.status == 2)
        #expect(reset.errorOutput.contains("--reset-versions keeps an online key"))
        let help = try brandgen(["root", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("THE CEREMONY"))
    }

    /// Attack 8, third part: `root rotate` with one `--root-key` turned 2-of-3 into 1-of-1.
    /// The threshold is kept, and refused when it exceeds the new keys, unless given.
    @Test func aThresholdIsNeverLoweredWithoutBeingGiven() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-root-threshold")
        let names = ["offline1", "offline2", "offline3", "online"]
        for name in names { _ = try brandgen(["keygen", "--output", work.appendingPathComponent(name).path]) }
        func key(_ name: String) -> String { work.appendingPathComponent(name).appendingPathComponent("signing.key").path }
        func pub(_ name: String) -> String { work.appendingPathComponent(name).appendingPathComponent("signing.pub").path }
        let output = work.appendingPathComponent("Bundle").path
        let initRun = try brandgen([
            "root", "init", "--key", key("offline1"), "--key", key("offline2"), "--root-key", pub("offline3"), "--threshold", "2",
            "--online-key", pub("online"), "--output", output,
        ])
        #expect(initRun.status == 0, "\(initRun.errorOutput)")
        let silent = try brandgen(["root", "rotate", "--output", output, "--root-key", pub("offline1"), "--key", key("offline1"), "--key", key("offline2")])
        #expect(silent.status == 2)
        #expect(silent.errorOutput.contains("give --threshold explicitly"), "\(silent.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: output + "/root/2.json"))
        let explicit = try brandgen([
            "root", "rotate", "--output", output, "--root-key", pub("offline1"), "--threshold", "1", "--key", key("offline1"), "--key", key("offline2"),
        ])
        #expect(explicit.status == 0, "\(explicit.errorOutput)")
        #expect(try SignedTrustRoot.decode(Data(contentsOf: URL(fileURLWithPath: output + "/root/2.json"))).root.rootThreshold == 1)

        // Attack 8, first two parts: `root sign` shows what it signs, keys by full fingerprint.
        let sign = try brandgen(["root", "sign", output + "/root/2.json", "--key", key("offline3")])
        #expect(sign.status == 0, "\(sign.errorOutput)")
        let dropped = try BundlePublicKey(base64: String(contentsOfFile: pub("offline2"), encoding: .utf8))
        let online = try BundlePublicKey(base64: String(contentsOfFile: pub("online"), encoding: .utf8))
        #expect(dropped.fingerprint.count == 64)
        for line in [
            "version 2, versionEpoch 0, expires", "root keys, 1 of 1 sign the next root:", "online keys, 1 of 1 sign each manifest:",
            "  sha256:\(online.fingerprint) (\(online))", "changes from root 1:", "version: 1 -> 2", "rootThreshold: 2 -> 1",
            "- root key sha256:\(dropped.fingerprint) (\(dropped))",
        ] {
            #expect(sign.errorOutput.contains(line), "\(line) missing from \(sign.errorOutput)")
        }
        let verify = try brandgen(["root", "verify", output])
        #expect(verify.output.contains("sha256:\(online.fingerprint) (\(online))"), "\(verify.output)")
    }

    /// brandgen refuses what no client reads: more signing keys than `manifest.sig` lines.
    @Test func aBundleSignedByMoreKeysThanAClientReadsIsRefused() throws {
        let work = try DeliveryFixtures.temporaryFolder("cli-bundle-keys")
        let brands = work.appendingPathComponent("brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 1, revision: 1)
        var options: [String] = []
        for index in 0...BundleManifest.maximumSignatureLines {
            let file = work.appendingPathComponent("k\(index).key")
            try Data(BundleSigningKey().fileText.utf8).write(to: file)
            options += ["--key", file.path]
        }
        let run = try brandgen(
            ["bundle", brands.path, "--schemas", DeliveryFixtures.repository + "/Schemas", "--version", "1", "--output", work.appendingPathComponent("Bundle").path]
                + options)
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("at most \(BundleManifest.maximumSignatureLines) signatures"), "\(run.errorOutput)")
    }

    /// Every `root` help reads in an 80-column terminal: lines of its blocks (THE CEREMONY,
    /// EXIT CODES) stay indented, and `brandgen help root init` shows the same help.
    @Test(arguments: [["root"], ["root", "init"], ["root", "rotate"], ["root", "sign"], ["root", "verify"]])
    func helpFitsEightyColumns(_ command: [String]) throws {
        let run = try ToolProcess("brandgen").run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: brandgen " + command.joined(separator: " ")))
        #expect(run.helpLinesWrappingPastTheWidth.isEmpty, "\(command) --help wraps: \(run.helpLinesWrappingPastTheWidth)")
        #expect(try ToolProcess("brandgen").run(["help"] + command, environment: ["COLUMNS": "80"]).output == run.output)
    }
}
