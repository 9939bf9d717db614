import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import Testing
import TestSupport

/// Fresh installs have a floor: the version the app's bundled catalog was built from, below
/// which no manifest is accepted, and, where the operator publishes one, a short-lived signed
/// timestamp a client needs fresh, so a replayed manifest lasts only as long as its timestamp.
/// (Issue 50's new delivery attack cases, as ordinary tests: listed for the data suite.)
@Suite("Fresh-install floor and timestamps")
struct FreshInstallFloorTests {
    let online = BundleSigningKey()
    let rootKey = BundleSigningKey()
    let clock = TestClock()

    /// A bundle of one fixture brand at `version`, with a timestamp valid `timestampHours` from
    /// `timestampCreated`, as files by path.
    func bundle(version: Int, timestampCreated: Date = DeliveryFixtures.created, timestampHours: Int? = 6) throws -> [String: Data] {
        var files = try RootFixtures.bundle(version: version, keys: [online])
        if let timestampHours, let manifest = files[BundleLayout.manifest] {
            for file in try BundleBuilder.timestampFiles(
                manifest: Array(manifest), created: timestampCreated, expires: timestampCreated.addingTimeInterval(Double(timestampHours) * 3600),
                keys: [online])
            {
                files[file.path] = Data(file.contents)
            }
        }
        return files
    }

    /// A fresh install's catalog over `transport`, with the app's floor and timestamp setting.
    func freshInstall(transport: any BrandTransport, bundledVersion: Int = 0, requiresTimestamp: Bool = false) throws -> RemoteBrandCatalog {
        let root = try RootFixtures.root(version: 1, rootKeys: [rootKey], threshold: 1, online: [online])
        var configuration = try RemoteBrandCatalog.Configuration(
            root: root, directory: try DeliveryFixtures.temporaryFolder("fresh"), timeToLive: .zero, minimumFetchInterval: .zero)
        configuration.bundledVersion = bundledVersion
        configuration.requiresTimestamp = requiresTimestamp
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: configuration, transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas),
            bundled: BrandCatalog(), check: { linter.check($0) }, now: { [clock] in clock.now }, uptime: { [clock] in clock.uptime })
    }

    func serving(_ files: [String: Data]) -> InMemoryTransport {
        let transport = InMemoryTransport()
        for (path, data) in files { transport.set(path, to: data) }
        return transport
    }

    /// The floor comes from the app's files (`brandgen --bundled --bundle` copies the
    /// bundle's manifest beside the envelopes), not from a number in code.
    @Test func theFloorIsReadFromTheBundledManifest() async throws {
        let app = try DeliveryFixtures.temporaryFolder("bundled-app")
        var configuration = try RemoteBrandCatalog.Configuration(
            root: try RootFixtures.root(version: 1, rootKeys: [rootKey], threshold: 1, online: [online]),
            directory: try DeliveryFixtures.temporaryFolder("bundled-state"))
        #expect(throws: DeliveryRejection.self) { try configuration.readBundledVersion(at: app) }
        #expect(configuration.bundledVersion == 0, "a missing manifest leaves the floor as it was")

        try #require(try bundle(version: 3)[BundleLayout.manifest]).write(to: app.appendingPathComponent(BundleLayout.bundledManifest))
        #expect(try configuration.readBundledVersion(at: app) == 3)
        #expect(configuration.bundledVersion == 3)
        let replay = try freshInstall(transport: serving(try bundle(version: 2)), bundledVersion: configuration.bundledVersion)
        #expect(await replay.refresh() == .rejected(.belowBundled(offered: 2, bundled: 3)))

        try Data("{\"version\": 9}".utf8).write(to: app.appendingPathComponent(BundleLayout.bundledManifest))
        #expect(throws: DeliveryRejection.self) { try configuration.readBundledVersion(at: app) }
        #expect(configuration.bundledVersion == 3, "a manifest that does not read leaves the floor as it was")
    }

    @Test func aFreshInstallRefusesAVersionBelowItsBundledCatalog() async throws {
        let replay = try freshInstall(transport: serving(try bundle(version: 2)), bundledVersion: 3)
        #expect(await replay.refresh() == .rejected(.belowBundled(offered: 2, bundled: 3)))
        #expect(replay.snapshot.source == .bundled)
        #expect(replay.lastRejection?.code == "below-bundled")
        // The version it was built from, and later ones, are taken.
        let current = try freshInstall(transport: serving(try bundle(version: 3)), bundledVersion: 3)
        #expect(await current.refresh() == .updated(version: 3, source: .remote))
    }

    @Test func aFreshTimestampIsTakenAndAnExpiredOneRefused() async throws {
        let files = try bundle(version: 2)
        #expect(await (try freshInstall(transport: serving(files), requiresTimestamp: true)).refresh() == .updated(version: 2, source: .remote))
        // Seven hours on, the six-hour timestamp has expired: the same manifest is refused.
        clock.advance(by: 7 * 3600)
        let late = try freshInstall(transport: serving(files), requiresTimestamp: true)
        guard case .rejected(.timestampExpired) = await late.refresh() else {
            Issue.record("an expired timestamp was not refused: \(String(describing: late.lastRejection))")
            return
        }
    }

    @Test func aTimestampNamingAnotherManifestIsRefused() async throws {
        var files = try bundle(version: 2)
        let newer = try bundle(version: 3)
        files[BundleLayout.timestamp] = newer[BundleLayout.timestamp]
        files[BundleLayout.timestampSignature] = newer[BundleLayout.timestampSignature]
        let catalog = try freshInstall(transport: serving(files), requiresTimestamp: true)
        guard case .rejected(.timestamp(let message)) = await catalog.refresh() else {
            Issue.record("a timestamp for version 3 let version 2 through: \(String(describing: catalog.lastRejection))")
            return
        }
        #expect(message.contains("names manifest version 3"))
    }

    @Test func aMissingOrUnsignedTimestampIsRefused() async throws {
        var files = try bundle(version: 2, timestampHours: nil)
        let missing = try freshInstall(transport: serving(files), requiresTimestamp: true)
        #expect(await missing.refresh() == .rejected(.httpStatus(path: BundleLayout.timestamp, status: 404)))
        files = try bundle(version: 2)
        files[BundleLayout.timestampSignature] = Data(try BundleSigningKey().signatureFileText(for: files[BundleLayout.timestamp]!).utf8)
        let forged = try freshInstall(transport: serving(files), requiresTimestamp: true)
        guard case .rejected(.timestamp) = await forged.refresh() else {
            Issue.record("a timestamp signed by another key was taken")
            return
        }
        // Without requiresTimestamp the timestamp is not read: an app that has not turned it on works as before.
        #expect(await (try freshInstall(transport: serving(files))).refresh() == .updated(version: 2, source: .remote))
    }

    @Test func aTimestampLongerThanAWeekIsRefused() throws {
        let manifest = try #require(try bundle(version: 2, timestampHours: nil)[BundleLayout.manifest])
        let files = try BundleBuilder.timestampFiles(
            manifest: Array(manifest), created: DeliveryFixtures.created, expires: DeliveryFixtures.created.addingTimeInterval(8 * 86_400), keys: [online])
        #expect(throws: DeliveryRejection.self) { try BundleTimestamp.decode(Data(files[0].contents)) }
    }
}
