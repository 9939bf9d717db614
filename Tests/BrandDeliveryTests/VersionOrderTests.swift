import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import Testing

/// Versions strictly and race-free (issue 29, items 1 to 3): an equal version only with the
/// same bytes, no jump past the bound, and the accepted version never lowered by another
/// instance, in this process or another, over the same folder.
@Suite("delivery version order")
struct VersionOrderTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    private func bundle(version: Int, revision: Int) throws -> [String: Data] {
        try DeliveryFixtures.bundleFiles(count: 2, revision: revision, version: version, key: key)
    }

    @Test func theSameVersionWithOtherContentIsRefused() async throws {
        let transport = InMemoryTransport(files: try bundle(version: 5, revision: 1))
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("same-version"), clock: clock)
        #expect(await catalog.refresh() == .updated(version: 5, source: .remote))

        transport.publish(try bundle(version: 5, revision: 2))
        #expect(await catalog.refresh() == .rejected(.versionReused(version: 5)))
        #expect(catalog.catalog.profiles.values.allSatisfy { $0.name.hasSuffix(" r1") })
        #expect(catalog.lastRejection?.code == "version-reused")
    }

    /// Attack 10: an accepted version stored under epoch 99 gave "version 6 is older than
    /// version 5". The rejection names the epochs.
    @Test func anAcceptedVersionOfAHigherEpochIsNamedAsSuch() async throws {
        let folder = try DeliveryFixtures.temporaryFolder("epoch-ahead")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("5 \(String(repeating: "a", count: 64)) 99\n".utf8).write(to: folder.appendingPathComponent("accepted-version"))
        let transport = InMemoryTransport(files: try bundle(version: 6, revision: 1))
        let catalog = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: folder, clock: clock)
        #expect(await catalog.refresh() == .rejected(.epochAhead(accepted: 99, trusted: 0)))
        #expect(catalog.lastRejection?.description.contains("versionEpoch 99") == true)
    }

    @Test func aJumpPastTheBoundIsRefusedAndTheNextReleaseStillAccepted() async throws {
        let transport = InMemoryTransport(files: try bundle(version: 1, revision: 1))
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("jump"), clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))

        transport.publish(try bundle(version: Int.max, revision: 2))
        #expect(await catalog.refresh() == .rejected(.versionJump(offered: Int.max, accepted: 1, maximum: BundleManifest.maximumVersionJump)))
        transport.publish(try bundle(version: 1 + BundleManifest.maximumVersionJump, revision: 3))
        #expect(await catalog.refresh() == .updated(version: 1 + BundleManifest.maximumVersionJump, source: .remote))
    }

    @Test func anInstanceThatStartedEarlierCannotLowerTheVersionAnotherAccepted() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("two-instances")
        let newer = InMemoryTransport(files: try bundle(version: 5, revision: 5))
        let replay = InMemoryTransport(files: try bundle(version: 4, revision: 4))
        // Both start before anything is accepted, as an app and its widget extension do.
        let app = try DeliveryFixtures.client(transport: newer, keys: [key.publicKey], directory: directory, clock: clock)
        let widget = try DeliveryFixtures.client(transport: replay, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await app.refresh() == .updated(version: 5, source: .remote))

        let outcome = await widget.refresh()
        #expect(outcome == .rejected(.rollback(offered: 4, accepted: 5)))
        // The widget took the app's bundle from the folder instead.
        #expect(widget.snapshot.version == 5)

        replay.setOffline(true)
        let restarted = try DeliveryFixtures.client(transport: replay, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(restarted.acceptedVersion == 5)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.version == 5)
        #expect(restarted.snapshot.source == .cached)
    }

    /// Two client processes over one state folder, and a scratch folder for their hosts.
    private func twoProcesses(_ name: String) throws -> (scratch: URL, state: URL, ClientProcess, ClientProcess) {
        let scratch = try DeliveryFixtures.temporaryFolder(name)
        let state = scratch.appendingPathComponent("state")
        return (scratch, state, try ClientProcess(state: state, key: key.publicKey), try ClientProcess(state: state, key: key.publicKey))
    }

    @Test func twoProcessesOverOneFolderNeverLowerTheVersion() async throws {
        let (scratch, state, older, newer) = try twoProcesses("two-processes")
        defer { [older, newer].forEach { $0.stop() } }
        // Both processes run and have applied version 3, as an app and its widget extension.
        let three = try bundle(version: 3, revision: 3)
        for process in [older, newer] {
            #expect(try process.publish(three, scratch: scratch) == "published")
            // A process whose catalog started after the other stored version 3 serves it from its
            // cold start, and the host only confirms it.
            let answer = process.send("refresh")
            #expect(answer.hasPrefix("updated(3,") || answer.hasPrefix("unchanged version=3 accepted=3"), "\(answer)")
        }
        // One host moves on to version 5; a mirror replays version 4 to the other process.
        #expect(try older.publish(try bundle(version: 4, revision: 4), scratch: scratch) == "published")
        #expect(try newer.publish(try bundle(version: 5, revision: 5), scratch: scratch) == "published")
        #expect(newer.send("refresh") == "updated(5,remote) version=5 accepted=5 rejection=none root=0")
        #expect(older.send("refresh") == "rejected(rollback) version=5 accepted=5 rejection=rollback root=0")
        #expect(newer.send("refresh") == "unchanged version=5 accepted=5 rejection=none root=0")

        let restarted = try DeliveryFixtures.client(
            transport: InMemoryTransport(), keys: [key.publicKey], directory: state, clock: clock)
        #expect(restarted.acceptedVersion == 5)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.version == 5)
        #expect(restarted.catalog.profiles.values.allSatisfy { $0.name.hasSuffix(" r5") })
    }

    @Test func twoProcessesRefreshingAtOnceEndOnTheNewestVersion() async throws {
        let (scratch, state, first, second) = try twoProcesses("two-processes-racing")
        defer { [first, second].forEach { $0.stop() } }
        // Each round, one process's host publishes the next version and the other's replays
        // the previous one; both refresh at the same moment.
        let rounds = 6
        var bundles: [[String: Data]] = []
        for version in 1...rounds { bundles.append(try bundle(version: version, revision: version)) }
        for round in 1..<rounds {
            let (ahead, behind) = round.isMultiple(of: 2) ? (first, second) : (second, first)
            _ = try ahead.publish(bundles[round], scratch: scratch)
            _ = try behind.publish(bundles[round - 1], scratch: scratch)
            let answers = await withTaskGroup(of: String.self) { group in
                for process in [first, second] { group.addTask { process.send("refresh") } }
                return await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.contains("accepted=\(round + 1)") || $0.contains("accepted=\(round)") }, "\(answers)")
        }
        let restarted = try DeliveryFixtures.client(transport: InMemoryTransport(), keys: [key.publicKey], directory: state, clock: clock)
        #expect(restarted.acceptedVersion == rounds)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.version == rounds)
    }
}
