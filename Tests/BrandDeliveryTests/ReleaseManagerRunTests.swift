import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import Testing
import TestSupport

/// Issue 50's release manager's run, repeated over loopback: `betslip-native` rolled to 25%
/// of iOS users in AU, ramped to 50%, rolled back to 0%, each a signed bundle served by a real
/// HTTP server; then a host replaying the 50% bundle to a fresh install built from the 0% one
/// is refused, in-process and by `brandgen fetch`, the operator's check.
@Suite("The release manager's run", .serialized)
struct ReleaseManagerRunTests {
    let online = BundleSigningKey()
    let rootKey = BundleSigningKey()
    /// Bundles are created now, so the `brandgen fetch` process, on the real clock, takes them.
    let created = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) - 60)

    static let salt = "betslip-2026-11"
    static let users = 10_000

    /// The brand at a rollout percentage, extending the delivery fixtures' base.
    static func brandYAML(percent: Int) -> String {
        """
        schema: 1
        id: fixture-1
        name: Fixture 1
        extends: house
        flags:
          betslip-native:
            default: false
            rules:
              - when: { user: { staff: "true" } }
                value: true
              - when: { market: AU, platform: ios }
                rollout: { percent: \(percent), by: userId, salt: \(salt) }
        flagContext:
          markets: [AU, NZ]
          user: { staff: boolean }
        theme:
          colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF" }

        """
    }

    /// The bundle's files at `version` with the brand at `percent`, with the pinned root and a timestamp.
    func bundle(version: Int, percent: Int, root: SignedTrustRoot) throws -> [String: Data] {
        let brands = try DeliveryFixtures.temporaryFolder("ramp-brands")
        defer { try? FileManager.default.removeItem(at: brands) }
        try DeliveryFixtures.writeBrands(to: brands, count: 1, revision: 1)
        try Data(Self.brandYAML(percent: percent).utf8).write(to: brands.appendingPathComponent("fixture-1.yaml"))
        var files: [String: Data] = [:]
        for file in try BundleBuilder(version: version, created: created, expires: created.addingTimeInterval(30 * 86_400))
            .files(runtimeFiles: try DeliveryFixtures.runtimeFiles(brands: brands), keys: [online])
        {
            files[file.path] = Data(file.contents)
        }
        for file in try BundleBuilder.timestampFiles(
            manifest: Array(files[BundleLayout.manifest]!), created: created, expires: created.addingTimeInterval(6 * 3600), keys: [online])
        {
            files[file.path] = Data(file.contents)
        }
        files[BundleLayout.rootPath(version: 1)] = try root.fileData()
        return files
    }

    /// A client over the loopback host, as an app configures it.
    func client(_ server: LoopbackServer, root: SignedTrustRoot, directory: URL, bundledVersion: Int = 0) throws -> RemoteBrandCatalog {
        var configuration = try RemoteBrandCatalog.Configuration(root: root, directory: directory, timeToLive: .zero, minimumFetchInterval: .zero)
        configuration.bundledVersion = bundledVersion
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: configuration, transport: URLSessionTransport(baseURL: server.baseURL, timeout: 5),
            loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(), check: { linter.check($0) })
    }

    /// The users `u-0` ... on in AU on iOS with the catalog's profile.
    static func usersOn(_ catalog: RemoteBrandCatalog) throws -> Set<Int> {
        let flags = try #require(catalog.catalog["fixture-1"]).flags
        return Set((0..<users).filter { flags.evaluate(.betslipNative, in: FlagContext(userId: "u-\($0)", platform: .ios, market: "AU")).value })
    }

    @Test func rampRollbackAndAReplayAtAFreshInstall() async throws {
        let site = try DeliveryFixtures.temporaryFolder("ramp-site")
        let root = try RootFixtures.root(version: 1, rootKeys: [rootKey], threshold: 1, online: [online], expires: created.addingTimeInterval(365 * 86_400))
        let rootFile = site.deletingLastPathComponent().appendingPathComponent("pinned-\(UUID().uuidString).json")
        try root.fileData().write(to: rootFile)
        defer { try? FileManager.default.removeItem(at: rootFile) }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let installed = try client(server, root: root, directory: try DeliveryFixtures.temporaryFolder("ramp-app"))

        // 25% → 50% → 0%, each accepted by the installed app; the ramp keeps the first 25% in.
        var bundles: [Int: [String: Data]] = [:]
        var shares: [Set<Int>] = []
        for (version, percent) in [(1, 25), (2, 50), (3, 0)] {
            bundles[version] = try bundle(version: version, percent: percent, root: root)
            try DeliveryFixtures.publish(bundles[version]!, to: site)
            #expect(await installed.refresh() == .updated(version: version, source: .remote))
            let on = try Self.usersOn(installed)
            let share: Double = Double(on.count) * 100 / Double(Self.users)
            let off: Double = abs(share - Double(percent))
            #expect(off < 1.5, "\(percent)%: \(on.count) on")
            shares.append(on)
        }
        #expect(shares[0].isSubset(of: shares[1]))
        #expect(shares[2].isEmpty)

        // A host replays version 2 (50%). A fresh install built from version 3 refuses it ...
        try DeliveryFixtures.publish(bundles[2]!, to: site)
        let fresh = try client(server, root: root, directory: try DeliveryFixtures.temporaryFolder("ramp-fresh"), bundledVersion: 3)
        #expect(await fresh.refresh() == .rejected(.belowBundled(offered: 2, bundled: 3)))
        #expect(fresh.snapshot.source == .bundled)
        // ... and so does the installed app, which accepted version 3.
        #expect(await installed.refresh() == .rejected(.rollback(offered: 2, accepted: 3)))

        // The operator's check says the same, with the exit code to match.
        let refused = try ToolProcess("brandgen").run(["fetch", server.baseURL.absoluteString, "--root", rootFile.path, "--bundled-version", "3"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errorOutput)")
        #expect(refused.output.contains("rejected: below-bundled: manifest version 2 is older than version 3"), "\(refused.output)")
        #expect(refused.output.contains("code: below-bundled"))
        try DeliveryFixtures.publish(bundles[3]!, to: site)
        let taken = try ToolProcess("brandgen").run(["fetch", server.baseURL.absoluteString, "--root", rootFile.path, "--bundled-version", "3", "--require-timestamp"])
        #expect(taken.status == 0, "\(taken.output)\(taken.errorOutput)")
        #expect(taken.output.contains("accepted: version 3 from \(server.baseURL.absoluteString)"), "\(taken.output)")
        #expect(taken.output.contains("brands: fixture-1"))
        #expect(taken.output.contains("expires: \(created.addingTimeInterval(30 * 86_400).formatted(.iso8601))"))
    }

    /// `brandgen root verify` says it checks the roots only.
    @Test func rootVerifySaysWhatItChecks() throws {
        let folder = try DeliveryFixtures.temporaryFolder("ramp-roots")
        let root = try RootFixtures.root(version: 1, rootKeys: [rootKey], threshold: 1, online: [online], expires: created.addingTimeInterval(365 * 86_400))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("root"), withIntermediateDirectories: true)
        try root.fileData().write(to: folder.appendingPathComponent(BundleLayout.rootPath(version: 1)))
        let run = try ToolProcess("brandgen").run(["root", "verify", folder.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("checked: the roots only"))
        #expect(run.output.contains("brandgen fetch"))
    }
}
