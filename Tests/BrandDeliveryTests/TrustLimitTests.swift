import BrandDelivery
import BrandPublishing
import BrandModel
import Foundation
import Testing

/// One limit on keys and signatures (``TrustRoot/maximumKeys``), and roots that cannot be
/// built invalid (issue 39, items 2 and 4): whatever threshold a root can declare, a client
/// can meet; whatever a root needs signed, a client reads.
@Suite("delivery trust limits")
struct TrustLimitTests {
    let clock = TestClock(DeliveryFixtures.created.addingTimeInterval(3_600))

    private func keys(_ count: Int) -> [BundleSigningKey] { (0..<count).map { _ in BundleSigningKey() } }

    /// Attack 3: nine online keys, all nine needed, were accepted by brandgen and refused by
    /// every client (8 signature lines read). Now the most keys a root lists all count.
    @Test func aManifestSignedByAsManyOnlineKeysAsARootMayListIsAccepted() async throws {
        let offline = keys(1)
        let online = keys(TrustRoot.maximumKeys)
        let root = try RootFixtures.root(version: 1, rootKeys: offline, threshold: 1, online: online, onlineThreshold: online.count)
        let host = InMemoryTransport(files: try RootFixtures.bundle(version: 1, keys: online))
        let client = try RootFixtures.client(transport: host, root: root, directory: try DeliveryFixtures.temporaryFolder("limits"), clock: clock)
        #expect(await client.refresh() == .updated(version: 1, source: .remote))
    }

    @Test func aSignatureFileHasRoomForEveryOnlineKey() throws {
        let online = keys(TrustRoot.maximumKeys)
        let manifest = Data("{}".utf8)
        let text = try online.map { try $0.signatureFileText(for: manifest) }.joined()
        #expect(text.utf8.count <= BundleManifest.maximumSignatureFileSize)
        #expect(BundleManifest.maximumSignatureLines == TrustRoot.maximumKeys)
    }

    /// A rotation that replaces every root key needs the old keys' threshold and the new ones':
    /// twice the most keys of a role, all read.
    @Test func aRotationToADisjointKeySetIsRead() throws {
        let old = keys(TrustRoot.maximumKeys)
        let new = keys(TrustRoot.maximumKeys)
        let online = keys(1)
        let first = try RootFixtures.root(version: 1, rootKeys: old, threshold: old.count, online: online)
        let second = try RootFixtures.root(version: 2, rootKeys: new, threshold: new.count, online: online, signers: old + new)
        let read = try SignedTrustRoot.decode(try second.fileData())
        #expect(read.signatures.count == TrustRoot.maximumRootSignatures)
        try first.checkSuccessor(read)
    }

    /// Attack 6: a root with a threshold of 0 made every unsigned manifest acceptable.
    @Test func aRootOutsideTheRulesCannotBeBuilt() {
        let root = keys(3).map(\.publicKey)
        let online = keys(2).map(\.publicKey)
        let expires = DeliveryFixtures.created.addingTimeInterval(86_400)
        let cases: [(String, () throws(DeliveryRejection) -> TrustRoot)] = [
            ("manifest threshold 0", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root, rootThreshold: 2, manifestKeys: online, manifestThreshold: 0) }),
            ("root threshold 0", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root, rootThreshold: 0, manifestKeys: online) }),
            ("threshold above the keys", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root, rootThreshold: 4, manifestKeys: online) }),
            ("no online key", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root, rootThreshold: 1, manifestKeys: []) }),
            ("too many keys", { () throws(DeliveryRejection) in
                try TrustRoot(
                    version: 1, expires: expires, rootKeys: (0...TrustRoot.maximumKeys).map { _ in BundleSigningKey().publicKey }, rootThreshold: 1,
                    manifestKeys: online) }),
            ("a key twice", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root + [root[0]], rootThreshold: 1, manifestKeys: online) }),
            ("version 0", { () throws(DeliveryRejection) in
                try TrustRoot(version: 0, expires: expires, rootKeys: root, rootThreshold: 1, manifestKeys: online) }),
            ("negative epoch", { () throws(DeliveryRejection) in
                try TrustRoot(version: 1, expires: expires, rootKeys: root, rootThreshold: 1, manifestKeys: online, versionEpoch: -1) }),
        ]
        for (name, build) in cases {
            do {
                _ = try build()
                Issue.record("\(name): built")
            } catch {
                #expect(error.code == "malformed-root", "\(name)")
            }
        }
    }

    @Test func anUnsignedRootIsNoConfiguration() throws {
        let offline = keys(3)
        let unsigned = try RootFixtures.root(version: 1, rootKeys: offline, threshold: 2, online: keys(1), signers: [offline[0]])
        #expect(throws: DeliveryRejection.rootThreshold(version: 1, signer: "its own keys", valid: 1, required: 2)) {
            try RemoteBrandCatalog.Configuration(root: unsigned, directory: FileManager.default.temporaryDirectory)
        }
    }

    /// Attack 10: keys were accepted on their length alone.
    @Test func smallOrderAndNonCanonicalKeysAreRefused() throws {
        let zero = [UInt8](repeating: 0, count: 32)
        let one = [1] + [UInt8](repeating: 0, count: 31)
        let pMinusOne = [0xEC] + [UInt8](repeating: 0xFF, count: 30) + [0x7F]
        let orderEight: [UInt8] = [
            0x26, 0xE8, 0x95, 0x8F, 0xC2, 0xB2, 0x27, 0xB0, 0x45, 0xC3, 0xF4, 0x89, 0xF2, 0xEF, 0x98, 0xF0,
            0xD5, 0xDF, 0xAC, 0x05, 0xD3, 0xC6, 0x33, 0x39, 0xB1, 0x38, 0x02, 0x88, 0x6D, 0x53, 0xFC, 0x05,
        ]
        func withSign(_ bytes: [UInt8]) -> [UInt8] { Array(bytes.dropLast()) + [bytes[31] | 0x80] }
        func y(_ low: UInt8) -> [UInt8] { [low] + [UInt8](repeating: 0xFF, count: 30) + [0x7F] }
        let hostile: [(String, [UInt8])] = [
            ("y = 0, order 4", zero), ("y = 0 with the sign bit", withSign(zero)), ("the identity", one),
            ("the identity with the sign bit", withSign(one)), ("order 2", pMinusOne), ("order 8", orderEight),
            ("order 8, other sign", withSign(orderEight)), ("y = p", y(0xED)), ("y = p + 1", y(0xEE)), ("y = 2^255 - 1", y(0xFF)),
            ("y = p + 2 with the sign bit", withSign(y(0xEF))),
        ]
        for (name, bytes) in hostile {
            #expect(throws: DeliveryRejection.self, "\(name)") { try BundlePublicKey(base64: Data(bytes).base64EncodedString()) }
        }
        for _ in 0..<32 {
            let key = BundleSigningKey().publicKey
            #expect(try BundlePublicKey(base64: key.base64) == key)
        }
    }
}
