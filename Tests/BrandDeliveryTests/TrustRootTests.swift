import BrandDelivery
import BrandPublishing
import Foundation
import Testing

/// The signed root of trust: thresholds, one version at a time, rotation, revocation, expiry
/// and the reset of a fast-forward, through a catalog over files in memory.
@Suite("Root of trust")
struct TrustRootTests {
    let offline = (0..<4).map { _ in BundleSigningKey() }
    let onlineA = BundleSigningKey()
    let onlineB = BundleSigningKey()
    let clock = TestClock()

    /// Root 1: offline keys 0 and 1, two of them needed; online key A.
    private func rootOne(expires: Date? = nil) throws -> SignedTrustRoot {
        try RootFixtures.root(
            version: 1, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA],
            expires: expires ?? DeliveryFixtures.created.addingTimeInterval(365 * 86_400))
    }

    private func catalog(_ host: InMemoryTransport, pinned: SignedTrustRoot, folder: URL? = nil, steps: Int = 16) throws -> RemoteBrandCatalog {
        try RootFixtures.client(
            transport: host, root: pinned, directory: folder ?? DeliveryFixtures.temporaryFolder("root"), clock: clock, maximumRootSteps: steps)
    }

    @Test func aPinnedRootBelowItsOwnThresholdIsRefused() throws {
        let half = try RootFixtures.root(version: 1, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA], signers: [offline[0]])
        #expect(throws: DeliveryRejection.rootThreshold(version: 1, signer: "its own keys", valid: 1, required: 2)) {
            try SignedTrustRoot.pinned(try half.fileData())
        }
        let pinned = try rootOne()
        #expect(try SignedTrustRoot.pinned(try pinned.fileData()) == pinned)
    }

    @Test func aRootSignedByTooFewOfThePreviousKeysIsRefused() async throws {
        let host = InMemoryTransport()
        try host.serve(RootFixtures.root(
            version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB], signers: [offline[0]]))
        let client = try catalog(host, pinned: try rootOne())
        #expect(await client.refresh() == .rejected(.rootThreshold(version: 2, signer: "root 1", valid: 1, required: 2)))
        #expect(client.trustedRoot.version == 1)
    }

    @Test func aRootSignedOnlyByItsNewKeysIsRefused() async throws {
        let host = InMemoryTransport()
        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[2], offline[3]], threshold: 2, online: [onlineB]))
        let client = try catalog(host, pinned: try rootOne())
        #expect(await client.refresh() == .rejected(.rootThreshold(version: 2, signer: "root 1", valid: 0, required: 2)))
        // Signed by the old keys only, not by its own: refused too.
        try host.serve(RootFixtures.root(
            version: 2, rootKeys: [offline[2], offline[3]], threshold: 2, online: [onlineB], signers: [offline[0], offline[1]]))
        #expect(await client.refresh() == .rejected(.rootThreshold(version: 2, signer: "its own keys", valid: 0, required: 2)))
        #expect(client.trustedRoot.version == 1)
    }

    @Test func aRootThatSkipsAVersionIsRefused() async throws {
        let host = InMemoryTransport()
        // root/2.json holds a root of version 3, properly signed.
        let three = try RootFixtures.root(version: 3, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB])
        host.set(BundleLayout.rootPath(version: 2), to: try three.fileData())
        let client = try catalog(host, pinned: try rootOne())
        #expect(await client.refresh() == .rejected(.rootVersion(offered: 3, expected: 2)))
        #expect(client.trustedRoot.version == 1)
    }

    @Test func rotatingTheOnlineKeyNeedsNoAppChangeAndRevokesTheOldKey() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("root-rotation")
        let pinned = try rootOne()
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        let client = try catalog(host, pinned: pinned, folder: folder)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))

        // Root 2 replaces online key A by B; the same app takes it and B's bundle.
        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB]))
        host.serveBundle(try RootFixtures.bundle(version: 2, keys: [onlineB]))
        #expect(await client.refresh() == .updated(version: 2, source: .remote))
        #expect(client.trustedRoot.version == 2)
        #expect(client.trustedRoot.manifestKeys == [onlineB.publicKey])

        // A manifest by the revoked key A is refused, however new.
        host.serveBundle(try RootFixtures.bundle(version: 3, keys: [onlineA]))
        #expect(await client.refresh() == .rejected(.badSignature(keys: [onlineB.publicKey.description])))
        #expect(client.snapshot.version == 2)

        // A restart of the same app (still pinning root 1) trusts the stored root 2.
        let restarted = try catalog(InMemoryTransport(), pinned: pinned, folder: folder)
        #expect(restarted.trustedRoot.version == 2)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.version == 2)
    }

    @Test func anAppliedBundleByARevokedKeyIsNotConfirmedByA304() async throws {
        let host = InMemoryTransport()
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        let client = try catalog(host, pinned: try rootOne())
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB]))
        #expect(await client.refresh() == .rejected(.badSignature(keys: [onlineB.publicKey.description])))
    }

    @Test func anExpiredRootRefusesManifestsButLeadsToANewerRoot() async throws {
        let host = InMemoryTransport()
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        let expired = try rootOne(expires: clock.now.addingTimeInterval(-60))
        let client = try catalog(host, pinned: expired)
        #expect(await client.refresh() == .rejected(.rootExpired(version: 1, expires: expired.root.expires, now: clock.now)))
        #expect(client.snapshot.source == .bundled)

        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA]))
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
        #expect(client.trustedRoot.version == 2)
    }

    @Test func aRootWithANewEpochResetsAFastForward() async throws {
        let host = InMemoryTransport()
        let client = try catalog(host, pinned: try rootOne())
        host.serveBundle(try RootFixtures.bundle(version: 42, keys: [onlineA]))
        #expect(await client.refresh() == .updated(version: 42, source: .remote))
        // The stolen online key A fast-forwards as far as one step allows.
        let stolen = 42 + BundleManifest.maximumVersionJump
        host.serveBundle(try RootFixtures.bundle(version: stolen, keys: [onlineA]))
        #expect(await client.refresh() == .updated(version: stolen, source: .remote))
        host.serveBundle(try RootFixtures.bundle(version: 43, keys: [onlineA]))
        #expect(await client.refresh() == .rejected(.rollback(offered: 43, accepted: stolen)))

        // A reset that keeps key A is refused: A's old manifests could be replayed after it.
        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA], epoch: 1))
        guard case .rejected(.malformedRoot) = await client.refresh() else { Issue.record("a reset keeping key A was taken"); return }

        // Root 2 raises the epoch with a new online key B: version 43 by B is taken.
        try host.serve(RootFixtures.root(version: 2, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB], epoch: 1))
        host.serveBundle(try RootFixtures.bundle(version: 43, keys: [onlineB]))
        #expect(await client.refresh() == .updated(version: 43, source: .remote))
        #expect(client.acceptedVersion == 43)
        // The replayed fast-forward, signed by A, is refused.
        host.serveBundle(try RootFixtures.bundle(version: stolen, keys: [onlineA]))
        #expect(await client.refresh() == .rejected(.badSignature(keys: [onlineB.publicKey.description])))
        // A root lowering the epoch again is refused.
        try host.serve(RootFixtures.root(version: 3, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineB], epoch: 0))
        guard case .rejected(.malformedRoot) = await client.refresh() else { Issue.record("a lowered epoch was taken"); return }
    }

    @Test func theWalkTakesAtMostTheConfiguredStepsARefreshAndGoesOnAtTheNext() async throws {
        let host = InMemoryTransport()
        for version in 2...6 {
            try host.serve(RootFixtures.root(version: version, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA]))
        }
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        let client = try catalog(host, pinned: try rootOne(), steps: 2)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
        #expect(client.trustedRoot.version == 3)
        #expect(host.requests.filter { $0.hasPrefix("root/") } == ["root/2.json", "root/3.json"])
        _ = await client.refresh()
        #expect(client.trustedRoot.version == 5)
        _ = await client.refresh()
        #expect(client.trustedRoot.version == 6)
        #expect(host.requests.filter { $0.hasPrefix("root/") }.suffix(2) == ["root/6.json", "root/7.json"])
    }

    @Test func aHugeOrGarbledRootFromTheHostIsRefusedAndTheWalkStopsThere() async throws {
        let host = InMemoryTransport()
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        host.set(BundleLayout.rootPath(version: 2), to: Data(repeating: UInt8(ascii: "["), count: 8 << 20))
        let client = try catalog(host, pinned: try rootOne())
        #expect(await client.refresh() == .rejected(.tooLarge(path: "root/2.json", limit: TrustRoot.maximumFileSize)))
        host.set(BundleLayout.rootPath(version: 2), to: Data(repeating: UInt8(ascii: "["), count: 60_000))
        guard case .rejected(.malformedRoot) = await client.refresh() else { Issue.record("a garbled root was taken"); return }
        #expect(client.snapshot.source == .bundled)
        #expect(client.trustedRoot.version == 1)
        host.set(BundleLayout.rootPath(version: 2), to: nil)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
    }

    @Test func rootsBeforeABadOneAreKeptAndStored() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("root-partial")
        for version in 2...3 {
            try host.serve(RootFixtures.root(version: version, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA]))
        }
        try host.serve(RootFixtures.root(
            version: 4, rootKeys: [offline[0], offline[1]], threshold: 2, online: [onlineA], signers: [offline[1]]))
        let client = try catalog(host, pinned: try rootOne(), folder: folder)
        #expect(await client.refresh() == .rejected(.rootThreshold(version: 4, signer: "root 3", valid: 1, required: 2)))
        #expect(client.trustedRoot.version == 3)
        #expect(try catalog(InMemoryTransport(), pinned: try rootOne(), folder: folder).trustedRoot.version == 3)
    }

    @Test func aKeysOnlyConfigurationAsksForNoRoot() async throws {
        let host = InMemoryTransport(files: try RootFixtures.bundle(version: 1, keys: [onlineA]))
        let client = try DeliveryFixtures.client(
            transport: host, keys: [onlineA.publicKey], directory: try DeliveryFixtures.temporaryFolder("keys-only"), clock: clock)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
        #expect(!host.requests.contains { $0.hasPrefix("root/") })
        #expect(client.trustedRoot.version == 0)
    }

    @Test func aManifestThresholdAboveOneNeedsThatManySignatures() async throws {
        let host = InMemoryTransport()
        let pinned = try RootFixtures.root(
            version: 1, rootKeys: [offline[0]], threshold: 1, online: [onlineA, onlineB], onlineThreshold: 2)
        let client = try catalog(host, pinned: pinned)
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA]))
        guard case .rejected(.badSignature) = await client.refresh() else { Issue.record("one signature of two was enough"); return }
        // The same signature twice counts once.
        host.serveBundle(try RootFixtures.bundle(version: 1, keys: [onlineA, onlineA]))
        guard case .rejected(.badSignature) = await client.refresh() else { Issue.record("a key counted twice"); return }
        host.serveBundle(try RootFixtures.bundle(version: 2, keys: [onlineB, onlineA]))
        #expect(await client.refresh() == .updated(version: 2, source: .remote))
    }
}

/// Two app processes over one folder, each pinning root 1: what one walks to, the other trusts.
@Suite("Root of trust across processes")
struct TrustRootProcessTests {
    @Test func aRootWalkedInOneProcessIsTrustedInTheOther() throws {
        let offline = [BundleSigningKey(), BundleSigningKey()]
        let (onlineA, onlineB) = (BundleSigningKey(), BundleSigningKey())
        let scratch = try DeliveryFixtures.temporaryFolder("root-processes")
        let state = scratch.appendingPathComponent("state")
        // The processes run on the real clock: the roots expire well after the test.
        let expires = Date().addingTimeInterval(86_400)
        let pinned = try RootFixtures.root(version: 1, rootKeys: offline, threshold: 2, online: [onlineA], expires: expires)
        let first = try ClientProcess(state: state, root: pinned)
        let second = try ClientProcess(state: state, root: pinned)
        defer { [first, second].forEach { $0.stop() } }

        let rotated = try RootFixtures.root(version: 2, rootKeys: offline, threshold: 2, online: [onlineB], expires: expires)
        var files = try RootFixtures.bundle(version: 1, keys: [onlineB], created: Date())
        files[BundleLayout.rootPath(version: 2)] = try rotated.fileData()
        #expect(try first.publish(files, scratch: scratch) == "published")
        #expect(first.send("refresh") == "updated(1,remote) version=1 accepted=1 rejection=none root=2")
        // The second process's host serves no root 2 and a newer bundle by the revoked key A:
        // it trusts the stored root 2 and bundle, and refuses A's.
        #expect(try second.publish(try RootFixtures.bundle(version: 2, keys: [onlineA], created: Date()), scratch: scratch) == "published")
        #expect(second.send("refresh") == "rejected(bad-signature) version=1 accepted=1 rejection=bad-signature root=2")
        #expect(second.send("log") == "log 1")
    }
}
