import BrandDelivery
import BrandPublishing
import Foundation
import TestSupport

/// HostileRootTests' table and the root-of-trust cases (TrustRootTests).
extension DeliverySuiteCases {
    /// A root file whose signed document is `document`, signed by `signers` (HostileRootTests).
    static func hostileFile(document: String, signedBy signers: [BundleSigningKey] = [SuiteKeys.rootA]) throws -> Data {
        let bytes = Data(document.utf8)
        let signatures = try signers.map { signer in
            "{ \"key\": \"\(signer.publicKey.base64)\", \"signature\": \"\(try signer.signature(for: bytes).base64EncodedString())\" }"
        }
        let escaped = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        return Data("{ \"signatures\": [\(signatures.joined(separator: ","))], \"signed\": \(escaped) }".utf8)
    }

    static func hostileDocument(
        version: String = "1", rootKeys: [String]? = nil, threshold: String = "1", manifestKeys: [String]? = nil, epoch: String = "0",
        extra: String = ""
    ) -> String {
        let roots = (rootKeys ?? [SuiteKeys.rootA.publicKey.base64]).map { "\"\($0)\"" }.joined(separator: ",")
        let manifests = (manifestKeys ?? [SuiteKeys.onlineA.publicKey.base64]).map { "\"\($0)\"" }.joined(separator: ",")
        return """
            { "expires": "2030-01-01T00:00:00Z", "format": "brandengine.root", "formatVersion": 1, \(extra)
              "manifestKeys": [\(manifests)], "manifestThreshold": 1, "rootKeys": [\(roots)], "rootThreshold": \(threshold),
              "version": \(version), "versionEpoch": \(epoch) }
            """
    }

    static func hostileRoots() throws -> [DeliverySuiteBuilder] {
        let from = "HostileRootTests.hostileDocumentsAreRefusedWithoutACrash"
        let other = SuiteKeys.onlineB.publicKey.base64
        let many = (0...TrustRoot.maximumKeys).map { SuiteKeys.key("many-\($0)") }
        let table: [(String, String, Data)] = [
            ("negative-version", "negative version", try hostileFile(document: hostileDocument(version: "-1"))),
            ("version-zero", "version zero", try hostileFile(document: hostileDocument(version: "0"))),
            ("version-beyond-int", "version beyond Int", try hostileFile(document: hostileDocument(version: "99999999999999999999999"))),
            ("fractional-version", "fractional version", try hostileFile(document: hostileDocument(version: "1.5"))),
            ("negative-epoch", "negative epoch", try hostileFile(document: hostileDocument(epoch: "-3"))),
            ("epoch-beyond-int", "epoch beyond Int", try hostileFile(document: hostileDocument(epoch: "1e300"))),
            ("duplicate-root-key", "duplicate root key",
             try hostileFile(document: hostileDocument(rootKeys: [SuiteKeys.rootA.publicKey.base64, SuiteKeys.rootA.publicKey.base64]))),
            ("duplicate-manifest-key", "duplicate manifest key", try hostileFile(document: hostileDocument(manifestKeys: [other, other]))),
            ("threshold-zero", "threshold zero", try hostileFile(document: hostileDocument(threshold: "0"))),
            ("threshold-above-the-keys", "threshold above the keys", try hostileFile(document: hostileDocument(threshold: "2"))),
            ("threshold-beyond-int", "threshold beyond Int", try hostileFile(document: hostileDocument(threshold: "18446744073709551616"))),
            ("no-root-keys", "no root keys", try hostileFile(document: hostileDocument(rootKeys: []))),
            ("too-many-keys", "too many keys", try hostileFile(document: hostileDocument(rootKeys: many.map(\.publicKey.base64)))),
            ("key-not-a-key", "a key that is not a key", try hostileFile(document: hostileDocument(rootKeys: ["AAAA"]))),
            ("small-order-key", "a manifest key of small order (the identity point)",
             try hostileFile(document: hostileDocument(manifestKeys: [Data([1] + [UInt8](repeating: 0, count: 31)).base64EncodedString()]))),
            ("non-canonical-key", "a manifest key whose y is not below 2^255 - 19",
             try hostileFile(document: hostileDocument(manifestKeys: [Data([0xEE] + [UInt8](repeating: 0xFF, count: 30) + [0x7F]).base64EncodedString()]))),
            ("another-format", "another format",
             try hostileFile(document: hostileDocument().replacingOccurrences(of: "brandengine.root", with: "tuf.root"))),
            ("expires-not-a-time", "an expiry that is not a time",
             try hostileFile(document: hostileDocument().replacingOccurrences(of: "2030-01-01T00:00:00Z", with: "next year"))),
            ("not-an-object", "not an object", try hostileFile(document: "[1, 2, 3]")),
            ("deep-nesting", "deep nesting", try hostileFile(document: String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000))),
            ("huge-file", "huge file", Data(repeating: UInt8(ascii: " "), count: TrustRoot.maximumFileSize + 1)),
            ("not-json", "not JSON", Data("\u{0}\u{1}root".utf8)),
            ("key-signing-twice", "a key signing twice", try hostileFile(document: hostileDocument(), signedBy: [SuiteKeys.rootA, SuiteKeys.rootA])),
            ("too-many-signatures", "too many signatures",
             try hostileFile(document: hostileDocument(), signedBy: (0...TrustRoot.maximumRootSignatures).map { SuiteKeys.key("signer-\($0)") })),
            ("duplicate-member", "a threshold written twice (\"rootThreshold\" 1 and 2, one key)",
             try hostileFile(document: hostileDocument(threshold: "1", extra: "\"rootThreshold\": 2,"))),
        ]
        var cases = table.map { name, what, data in
            let builder = DeliverySuiteBuilder(
                "hostile-root-\(name)", "A pinned root with \(what) is refused without a crash.",
                from: name == "duplicate-member" ? "HostileRootTests.duplicateMembersNeverCountAKeyTwice"
                : name.hasSuffix("order-key") || name.hasPrefix("non-canonical") ? "TrustLimitTests.smallOrderAndNonCanonicalKeysAreRefused" : from,
            pinned: data)
            builder.pin(expect: .rejected("malformed-root"))
            return builder
        }
        let fraction = DeliverySuiteBuilder(
            "hostile-root-expires-with-a-fraction", "A pinned root whose expiry has fractional seconds is read (RFC 3339 allows them).",
            from: "HostileRootTests", pinned: try hostileFile(document: hostileDocument().replacingOccurrences(of: "00:00:00Z", with: "00:00:00.5Z")))
        fraction.pin(expect: .pinned)
        cases.append(fraction)
        let wellFormed = DeliverySuiteBuilder(
            "hostile-root-well-formed", "The table's well-formed root is read.", from: "HostileRootTests.aWellFormedDocumentIsRead",
            pinned: try hostileFile(document: hostileDocument()))
        wellFormed.pin(expect: .pinned)
        cases.append(wellFormed)
        return cases
    }

    /// Seeded byte flips in a pinned root: a differential between clients. The expected outcome
    /// is the Swift client's (its runner's check of these cases cannot fail; another client's can).
    static func flippedRoots() throws -> [DeliverySuiteBuilder] {
        var generator = SeededGenerator(seed: 47)
        let valid = Array(try SuiteKeys.rootOne())
        return (1...40).map { index in
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let builder = DeliverySuiteBuilder(
                "flipped-root-\(index < 10 ? "0" : "")\(index)", "The usual pinned root with bytes changed at random (seed 47): the Swift client's outcome.",
                from: "HostileRootTests.randomBytesNeverCrashTheDecoder", pinned: Data(bytes))
            do {
                let root = try SignedTrustRoot.pinned(Data(bytes))
                _ = try RemoteBrandCatalog.Configuration(root: root, directory: FileManager.default.temporaryDirectory)
                builder.pin(expect: .pinned)
            } catch {
                builder.pin(expect: .rejected((error as? DeliveryRejection)?.code ?? "\(error)"))
            }
            return builder
        }
    }

    static func roots(_ bundles: SuiteBundles) throws -> [DeliverySuiteBuilder] {
        var cases: [DeliverySuiteBuilder] = []
        let one = try SuiteKeys.rootOne()
        let (a, b, c) = (SuiteKeys.rootA, SuiteKeys.rootB, SuiteKeys.rootC)

        let half = DeliverySuiteBuilder(
            "root-pinned-below-its-threshold", "A pinned root signed by 1 of its 2 required keys is no configuration.",
            from: "TrustRootTests.aPinnedRootBelowItsOwnThresholdIsRefused",
            pinned: try SuiteKeys.root(version: 1, rootKeys: [a, b], threshold: 2, signers: [a]))
        half.pin(expect: .rejected("root-threshold"))
        cases.append(half)

        // Root 1: keys A, B, C with threshold 2, for the succession cases.
        let three = try SuiteKeys.root(version: 1, rootKeys: [a, b, c], threshold: 2)
        let tooFew = DeliverySuiteBuilder(
            "root-signed-by-too-few-previous-keys", "Root 2 signed by one of root 1's keys (threshold 2) and its own is refused.",
            from: "TrustRootTests.aRootSignedByTooFewOfThePreviousKeysIsRefused", pinned: three)
        var hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, rootKeys: [a, SuiteKeys.rootD], threshold: 2, signers: [a, SuiteKeys.rootD])
        tooFew.refresh(hosted, expect: .rejected("root-threshold"))
        cases.append(tooFew)

        let onlyNew = DeliverySuiteBuilder(
            "root-signed-only-by-its-new-keys", "Root 2 signed only by keys root 1 does not list is refused.",
            from: "TrustRootTests.aRootSignedOnlyByItsNewKeysIsRefused", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, rootKeys: [SuiteKeys.intruder], online: [SuiteKeys.intruder])
        onlyNew.refresh(hosted, expect: .rejected("root-threshold"))
        cases.append(onlyNew)

        let skip = DeliverySuiteBuilder(
            "root-skipping-a-version", "root/2.json holding root 3 is refused: roots are never skipped.",
            from: "TrustRootTests.aRootThatSkipsAVersionIsRefused", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 3)
        skip.refresh(hosted, expect: .rejected("root-version"))
        cases.append(skip)

        let rotation = DeliverySuiteBuilder(
            "root-rotates-the-online-key", "Root 2 lists online key B instead of A: B's bundle is taken, then A's is refused.",
            from: "TrustRootTests.rotatingTheOnlineKeyNeedsNoAppChangeAndRevokesTheOldKey", pinned: one)
        rotation.refresh(try bundles.bundle(version: 1), expect: .updated(1))
        let rootTwo = try SuiteKeys.root(version: 2, online: [SuiteKeys.onlineB])
        hosted = try bundles.bundle(version: 2, keys: [SuiteKeys.onlineB])
        hosted["root/2.json"] = rootTwo
        rotation.refresh(hosted, expect: .updated(2))
        hosted = try bundles.bundle(version: 3, keys: [SuiteKeys.onlineA])
        hosted["root/2.json"] = rootTwo
        rotation.refresh(hosted, expect: .rejected("bad-signature", version: 2))
        rotation.restart(expect: .started(nil, version: 2))
        rotation.refresh(hosted, expect: .rejected("bad-signature", version: 2))
        cases.append(rotation)

        let expired = DeliverySuiteBuilder(
            "root-expired", "The pinned root has expired and the host has no newer one: no manifest is taken.",
            from: "TrustRootTests.anExpiredRootRefusesManifestsButLeadsToANewerRoot",
            pinned: try SuiteKeys.root(version: 1, expires: DeliverySuiteBuilder.created.addingTimeInterval(1800)))
        expired.refresh(try bundles.bundle(version: 1), expect: .rejected("root-expired"))
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 2)
        expired.refresh(hosted, expect: .updated(1))
        cases.append(expired)

        let huge = DeliverySuiteBuilder(
            "root-huge-from-the-host", "A root/2.json of 1 MiB is cut off at the 64 KiB cap; a garbled one is refused; without one the bundle is taken.",
            from: "TrustRootTests.aHugeOrGarbledRootFromTheHostIsRefusedAndTheWalkStopsThere", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted[".huge"] = SuiteBundles.control(["root/2.json \(1 << 20)"])
        huge.refresh(hosted, expect: .rejected("too-large"))
        hosted[".huge"] = nil
        hosted["root/2.json"] = Data(repeating: UInt8(ascii: "["), count: 60_000)
        huge.refresh(hosted, expect: .rejected("malformed-root"))
        hosted["root/2.json"] = nil
        huge.refresh(hosted, expect: .updated(1))
        cases.append(huge)

        let errorPage = DeliverySuiteBuilder(
            "root-next-is-an-error-page", "A 200 error page for the next root keeps the trusted root and takes the manifest.",
            from: "TrustRootTests.anUnavailableNextRootKeepsTheTrustedOneAndGoesOnToTheManifest", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = Data("<html><body>Sign in to the Wi-Fi</body></html>".utf8)
        errorPage.refresh(hosted, expect: .updated(1))
        cases.append(errorPage)

        let planted = DeliverySuiteBuilder(
            "root-planted-in-the-folder", "Roots planted in the client's folder that do not chain from the pinned root are ignored and named.",
            from: "TrustRootTests.aStoredRootThatDoesNotChainFromThePinnedOneIsIgnoredAndReported", pinned: one)
        planted.add("planted/2.json", try SuiteKeys.root(version: 2, rootKeys: [SuiteKeys.intruder], online: [SuiteKeys.intruder]))
        planted.add("planted/far.json", try SuiteKeys.root(version: Int.max, rootKeys: [SuiteKeys.intruder], online: [SuiteKeys.intruder]))
        planted.restart(damage: [.init(target: "roots", roots: ["planted/2.json", "planted/far.json"])], expect: .started("stored-root", version: nil))
        planted.refresh(try bundles.bundle(version: 1, keys: [SuiteKeys.intruder]), expect: .rejected("bad-signature"))
        planted.refresh(try bundles.bundle(version: 1), expect: .updated(1))
        cases.append(planted)

        let walk = DeliverySuiteBuilder(
            "root-walk-in-steps", "Roots 2 to 4 with at most 2 steps a refresh: the walk goes on at the next refresh.",
            from: "TrustRootTests.theWalkTakesAtMostTheConfiguredStepsARefreshAndGoesOnAtTheNext", pinned: one)
        walk.settings.maximumRootSteps = 2
        hosted = try bundles.bundle(version: 1, keys: [SuiteKeys.onlineC])
        hosted["root/2.json"] = try SuiteKeys.root(version: 2)
        hosted["root/3.json"] = try SuiteKeys.root(version: 3)
        hosted["root/4.json"] = try SuiteKeys.root(version: 4, online: [SuiteKeys.onlineC])
        walk.refresh(hosted, expect: .rejected("bad-signature"))
        walk.refresh(hosted, expect: .updated(1))
        cases.append(walk)

        let threshold = DeliverySuiteBuilder(
            "root-manifest-threshold-two", "A root asking for 2 manifest signatures refuses one and takes two.",
            from: "TrustRootTests.aManifestThresholdAboveOneNeedsThatManySignatures",
            pinned: try SuiteKeys.root(version: 1, online: [SuiteKeys.onlineA, SuiteKeys.onlineB], onlineThreshold: 2))
        threshold.refresh(try bundles.bundle(version: 1), expect: .rejected("bad-signature"))
        threshold.refresh(try bundles.bundle(version: 1, keys: [SuiteKeys.onlineA, SuiteKeys.onlineA]), expect: .rejected("bad-signature"))
        threshold.refresh(try bundles.bundle(version: 1, keys: [SuiteKeys.onlineA, SuiteKeys.onlineB]), expect: .updated(1))
        cases.append(threshold)

        let revoked = DeliverySuiteBuilder(
            "root-revoked-key-not-confirmed-by-a-304", "After root 2 revokes online key A, the host's unchanged manifest by A is refused.",
            from: "TrustRootTests.anAppliedBundleByARevokedKeyIsNotConfirmedByA304", pinned: one)
        hosted = try bundles.bundle(version: 1)
        revoked.refresh(hosted, expect: .updated(1))
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, online: [SuiteKeys.onlineB])
        revoked.refresh(hosted, expect: .rejected("bad-signature", version: 1))
        cases.append(revoked)

        let lowered = DeliverySuiteBuilder(
            "root-lowers-the-epoch", "Root 2 with a lower versionEpoch than root 1 is refused.", from: "SignedTrustRoot.checkSuccessor",
            pinned: try SuiteKeys.root(version: 1, epoch: 1))
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, epoch: 0)
        lowered.refresh(hosted, expect: .rejected("malformed-root"))
        cases.append(lowered)

        let kept = DeliverySuiteBuilder(
            "root-raises-the-epoch-keeping-a-manifest-key", "Root 2 raises versionEpoch but keeps online key A: old manifests could be replayed.",
            from: "SignedTrustRoot.checkSuccessor", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, epoch: 1)
        kept.refresh(hosted, expect: .rejected("malformed-root"))
        cases.append(kept)

        let epoch = DeliverySuiteBuilder(
            "root-new-epoch-resets-a-fast-forward", "After a fast-forward, a root of a new epoch with a new online key lets version 1 in again.",
            from: "TrustRootTests.aRootWithANewEpochResetsAFastForward", pinned: one)
        let far = (1 << 32) - 1
        epoch.refresh(try bundles.bundle(version: far, revision: 1), expect: .updated(far))
        hosted = try bundles.bundle(version: 1, keys: [SuiteKeys.onlineB], revision: 2)
        epoch.refresh(hosted, expect: .rejected("bad-signature", version: far))
        hosted["root/2.json"] = try SuiteKeys.root(version: 2, online: [SuiteKeys.onlineB], epoch: 1)
        epoch.refresh(hosted, expect: .updated(1))
        cases.append(epoch)
        return cases
    }
}
