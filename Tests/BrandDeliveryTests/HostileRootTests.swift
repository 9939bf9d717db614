import BrandDelivery
import BrandPublishing
import Foundation
import Testing
import TestSupport

/// Root documents an attacker (or a broken tool) could serve: each is refused with
/// `malformed-root`, without a crash, and without trusting anything of it.
@Suite("Hostile roots")
struct HostileRootTests {
    let key = BundleSigningKey()

    /// A root file whose signed document is `document`, signed by `key`.
    private func file(document: String, signedBy signers: [BundleSigningKey]? = nil) throws -> Data {
        let bytes = Data(document.utf8)
        let signatures = try (signers ?? [key]).map { signer in
            "{ \"key\": \"\(signer.publicKey.base64)\", \"signature\": \"\(try signer.signature(for: bytes).base64EncodedString())\" }"
        }
        let escaped = String(data: try JSONEncoder().encode(document), encoding: .utf8)!
        return Data("{ \"signatures\": [\(signatures.joined(separator: ","))], \"signed\": \(escaped) }".utf8)
    }

    private func document(
        version: String = "1", rootKeys: [String]? = nil, threshold: String = "1", manifestKeys: [String]? = nil, epoch: String = "0",
        extra: String = ""
    ) -> String {
        let roots = (rootKeys ?? [key.publicKey.base64]).map { "\"\($0)\"" }.joined(separator: ",")
        let manifests = (manifestKeys ?? [BundleSigningKey().publicKey.base64]).map { "\"\($0)\"" }.joined(separator: ",")
        return """
            { "expires": "2030-01-01T00:00:00Z", "format": "brandengine.root", "formatVersion": 1, \(extra)
              "manifestKeys": [\(manifests)], "manifestThreshold": 1, "rootKeys": [\(roots)], "rootThreshold": \(threshold),
              "version": \(version), "versionEpoch": \(epoch) }
            """
    }

    private func expectMalformed(_ data: Data, _ comment: Comment) {
        do {
            _ = try SignedTrustRoot.pinned(data)
            Issue.record(comment)
        } catch {
            #expect(error.code == "malformed-root", comment)
        }
    }

    @Test func aWellFormedDocumentIsRead() throws {
        let root = try SignedTrustRoot.pinned(try file(document: document()))
        #expect(root.root.version == 1)
        #expect(root.root.rootKeys == [key.publicKey])
    }

    @Test func hostileDocumentsAreRefusedWithoutACrash() throws {
        let other = BundleSigningKey().publicKey.base64
        let cases: [(String, Data)] = [
            ("negative version", try file(document: document(version: "-1"))),
            ("version zero", try file(document: document(version: "0"))),
            ("version beyond Int", try file(document: document(version: "99999999999999999999999"))),
            ("fractional version", try file(document: document(version: "1.5"))),
            ("negative epoch", try file(document: document(epoch: "-3"))),
            ("epoch beyond Int", try file(document: document(epoch: "1e300"))),
            ("duplicate root key", try file(document: document(rootKeys: [key.publicKey.base64, key.publicKey.base64]))),
            ("duplicate manifest key", try file(document: document(manifestKeys: [other, other]))),
            ("threshold zero", try file(document: document(threshold: "0"))),
            ("threshold above the keys", try file(document: document(threshold: "2"))),
            ("threshold beyond Int", try file(document: document(threshold: "18446744073709551616"))),
            ("no root keys", try file(document: document(rootKeys: []))),
            ("too many keys", try file(document: document(rootKeys: (0...TrustRoot.maximumKeys).map { _ in BundleSigningKey().publicKey.base64 }))),
            ("a key that is not a key", try file(document: document(rootKeys: ["AAAA"]))),
            ("another format", try file(document: document().replacingOccurrences(of: "brandengine.root", with: "tuf.root"))),
            ("not an object", try file(document: "[1, 2, 3]")),
            ("deep nesting", try file(document: String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000))),
            ("huge file", Data(repeating: UInt8(ascii: " "), count: TrustRoot.maximumFileSize + 1)),
            ("not JSON", Data("\u{0}\u{1}root".utf8)),
            ("a key signing twice", try file(document: document(), signedBy: [key, key])),
            ("too many signatures", try file(document: document(), signedBy: (0...TrustRoot.maximumRootSignatures).map { _ in BundleSigningKey() })),
        ]
        for (name, data) in cases { expectMalformed(data, "\(name)") }
    }

    @Test func duplicateMembersNeverCountAKeyTwice() throws {
        // JSON with the same member twice: whichever the decoder keeps, the root is either
        // refused or read with a threshold its keys can meet, never met by one key counted twice.
        // (pinned() itself checks the signatures against the threshold it read: asserting that
        // again could not fail. What can: the threshold read is one the one key can meet.)
        let twice = document(threshold: "1", extra: "\"rootThreshold\": 2,")
        let data = try file(document: twice)
        do {
            let root = try SignedTrustRoot.pinned(data)
            #expect(root.root.rootThreshold == 1, "read a threshold of \(root.root.rootThreshold) with one root key")
            #expect(Set(root.root.rootKeys).count == 1)
        } catch {
            expectMalformed(data, "a threshold written twice")
        }
    }

    @Test func aRootAtTheLastVersionLeadsNowhereWithoutOverflow() throws {
        let last = try SignedTrustRoot.pinned(try file(document: document(version: "\(Int.max)")))
        let successor = try SignedTrustRoot.pinned(try file(document: document(version: "\(Int.max)")))
        #expect(throws: DeliveryRejection.rootVersion(offered: Int.max, expected: Int.max)) { try last.checkSuccessor(successor) }
    }

    @Test func randomBytesNeverCrashTheDecoder() throws {
        var generator = SeededGenerator(seed: 29)
        let valid = Array(try file(document: document()))
        for _ in 0..<300 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            // Refused or read; a flipped byte inside `signed` breaks the signature.
            if let root = try? SignedTrustRoot.decode(Data(bytes)) { _ = root.isSelfSigned }
        }
    }
}
