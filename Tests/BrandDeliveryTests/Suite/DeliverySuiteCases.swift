import BrandDelivery
import BrandPublishing
import Foundation

/// Every case of Tests/DeliverySuite, with its expected outcome written here by hand (what the
/// Swift client gives, and every other client must give).
enum DeliverySuiteCases {
    static func all() throws -> [DeliverySuiteBuilder] {
        let bundles = SuiteBundles()
        return try hostileRoots() + flippedRoots() + roots(bundles) + bundleCases(bundles) + clock(bundles) + compression(bundles) + tamper(bundles)
    }

    /// Every file of the suite by path relative to Tests/DeliverySuite (README.md aside).
    static func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for builder in try all() {
            for (path, data) in try builder.output() {
                precondition(files[path] == nil, "two cases write \(path)")
                files[path] = data
            }
        }
        return files
    }

    static func bundleCases(_ bundles: SuiteBundles) throws -> [DeliverySuiteBuilder] {
        var cases: [DeliverySuiteBuilder] = []
        let one = try SuiteKeys.rootOne()

        let first = DeliverySuiteBuilder(
            "bundle-first-then-unchanged", "A first bundle is taken; the same manifest again changes nothing.",
            from: "LoopbackDeliveryTests.firstFetchThenNotModified", pinned: one)
        let v1 = try bundles.bundle(version: 1, count: 2)
        first.refresh(v1, expect: .updated(1))
        first.refresh(v1, expect: .unchanged(1))
        first.restart(expect: .started(nil, version: 1))
        cases.append(first)

        let update = DeliverySuiteBuilder(
            "bundle-one-brand-changes", "Version 2 changes one of two brands.", from: "LoopbackDeliveryTests.anUpdateOfOneBrandRefetchesOnlyThatDocument",
            pinned: one)
        update.refresh(v1, expect: .updated(1))
        var two = try bundles.documents(count: 2, revision: 1)
        two["fixture-2"] = try bundles.documents(count: 2, revision: 2)["fixture-2"]
        update.refresh(try bundles.bundle(version: 2, documents: two), expect: .updated(2))
        cases.append(update)

        let flipped = DeliverySuiteBuilder(
            "bundle-document-byte-flipped", "A document with one byte changed in transit is refused; the fixed host is then taken.",
            from: "LoopbackDeliveryTests.aFlippedByteInABrandDocumentIsRejected", pinned: one)
        var hosted = try bundles.bundle(version: 1)
        let entry = try SuiteBundles.manifest(hosted).brands[0]
        var bytes = hosted[entry.path]!
        bytes[bytes.count / 2] ^= 0x01
        var damaged = hosted
        damaged[entry.path] = bytes
        flipped.refresh(damaged, expect: .rejected("bad-digest"))
        flipped.refresh(hosted, expect: .updated(1))
        cases.append(flipped)

        let missing = DeliverySuiteBuilder(
            "bundle-document-missing", "A document the manifest lists is not on the host (404).",
            from: "LoopbackDeliveryTests.aTruncatedDownloadAndTheServerGoneServeTheCachedCatalogUntilItReturns", pinned: one)
        damaged = hosted
        damaged[entry.path] = nil
        missing.refresh(damaged, expect: .rejected("http-status"))
        cases.append(missing)

        let noManifest = DeliverySuiteBuilder(
            "bundle-no-manifest", "A host with no manifest (404) keeps the bundled catalog.", from: "LoopbackDeliveryTests", pinned: one)
        noManifest.refresh([:], expect: .rejected("http-status"))
        cases.append(noManifest)

        let wrongKey = DeliverySuiteBuilder(
            "bundle-signed-by-another-key", "A manifest signed by a key the root does not list is refused.",
            from: "LoopbackDeliveryTests.aManifestSignedWithTheWrongKeyIsRejected", pinned: one)
        wrongKey.refresh(try bundles.bundle(version: 1, keys: [SuiteKeys.intruder]), expect: .rejected("bad-signature"))
        cases.append(wrongKey)

        let signatureOfOther = DeliverySuiteBuilder(
            "bundle-signature-of-other-bytes", "manifest.sig from version 1 beside version 2's manifest (a half-finished upload).",
            from: "docs/delivery.md, Hosting: a mismatched pair", pinned: one)
        hosted = try bundles.bundle(version: 2)
        hosted[BundleLayout.signature] = try bundles.bundle(version: 1)[BundleLayout.signature]
        signatureOfOther.refresh(hosted, expect: .rejected("bad-signature"))
        cases.append(signatureOfOther)

        let garbledSignature = DeliverySuiteBuilder(
            "bundle-signature-not-base64", "manifest.sig that is not base64.", from: "StrictSignedDocumentTests", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted[BundleLayout.signature] = Data("not a signature!\n".utf8)
        garbledSignature.refresh(hosted, expect: .rejected("malformed-manifest"))
        cases.append(garbledSignature)

        let manySignatures = DeliverySuiteBuilder(
            "bundle-signature-file-too-large", "manifest.sig of 17 signatures is past the signature file's cap.",
            from: "TrustLimitTests.aSignatureFileHasRoomForEveryOnlineKey", pinned: one)
        hosted = try bundles.bundle(version: 1, keys: (0...TrustRoot.maximumKeys).map { SuiteKeys.key("many-\($0)") })
        manySignatures.refresh(hosted, expect: .rejected("too-large"))
        cases.append(manySignatures)

        let format = DeliverySuiteBuilder(
            "bundle-format-version-two", "A signed manifest of a format version this client does not read.",
            from: "StrictSignedDocumentTests.aManifestIsReadStrictly", pinned: one)
        hosted = try bundles.bundle(version: 1)
        let text = String(decoding: hosted[BundleLayout.manifest]!, as: UTF8.self).replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 2")
        format.refresh(try SuiteBundles.resigned(hosted, manifest: Data(text.utf8)), expect: .rejected("malformed-manifest"))
        cases.append(format)

        let notJSON = DeliverySuiteBuilder(
            "bundle-manifest-not-json", "A signed manifest that is not JSON.", from: "StrictSignedDocumentTests", pinned: one)
        notJSON.refresh(try SuiteBundles.resigned(try bundles.bundle(version: 1), manifest: Data("{\"brands\": [".utf8)), expect: .rejected("malformed-manifest"))
        cases.append(notJSON)

        let rollback = DeliverySuiteBuilder(
            "bundle-rollback", "Version 5 taken, then version 4 replayed, before and after a restart.",
            from: "LoopbackDeliveryTests.anOlderManifestReplayedIsRejectedAcrossRestarts", pinned: one)
        rollback.refresh(try bundles.bundle(version: 5), expect: .updated(5))
        rollback.refresh(try bundles.bundle(version: 4), expect: .rejected("rollback", version: 5))
        rollback.restart(expect: .started(nil, version: 5))
        rollback.refresh(try bundles.bundle(version: 4), expect: .rejected("rollback", version: 5))
        cases.append(rollback)

        let reused = DeliverySuiteBuilder(
            "bundle-version-reused", "Version 5 again with other bytes is refused.", from: "VersionOrderTests.theSameVersionWithOtherContentIsRefused",
            pinned: one)
        reused.refresh(try bundles.bundle(version: 5), expect: .updated(5))
        reused.refresh(try bundles.bundle(version: 5, revision: 6), expect: .rejected("version-reused", version: 5))
        cases.append(reused)

        let jump = DeliverySuiteBuilder(
            "bundle-version-jump", "A manifest more than 2^32 above the accepted version is refused; the next release is taken.",
            from: "VersionOrderTests.aJumpPastTheBoundIsRefusedAndTheNextReleaseStillAccepted", pinned: one)
        jump.refresh(try bundles.bundle(version: 1), expect: .updated(1))
        jump.refresh(try bundles.bundle(version: 1 + (1 << 32) + 1, revision: 3), expect: .rejected("version-jump", version: 1))
        jump.refresh(try bundles.bundle(version: 1 + (1 << 32), revision: 2), expect: .updated(1 + (1 << 32)))
        cases.append(jump)

        let engine = DeliverySuiteBuilder(
            "bundle-needs-a-newer-engine", "A brand whose minimumEngineVersion is above the client's.",
            from: "LoopbackDeliveryTests.aBrandNeedingANewerEngineIsRejected", pinned: one)
        engine.refresh(try bundles.bundle(version: 1, minimumEngineVersion: BrandEngineVersion.current + 1), expect: .rejected("needs-newer-engine"))
        cases.append(engine)

        let invalid = DeliverySuiteBuilder(
            "bundle-document-not-a-profile", "A document that matches its digest but is not a runtime profile.",
            from: "LoopbackDeliveryTests.aDocumentThatFailsLintIsRejectedWithTheRuleNamed", pinned: one)
        invalid.refresh(try bundles.bundle(version: 1, documents: ["fixture-1": Array("[1, 2, 3]\n".utf8)]), expect: .rejected("document-invalid"))
        cases.append(invalid)

        let longer = DeliverySuiteBuilder(
            "bundle-document-longer-than-declared", "A document served longer than its declared size is cut off at the size.",
            from: "BoundedDownloadTests.aDocumentLongerThanDeclaredIsCutOffAtItsSize", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted[entry.path] = hosted[entry.path]! + Data(repeating: UInt8(ascii: " "), count: 4096)
        longer.refresh(hosted, expect: .rejected("too-large"))
        cases.append(longer)

        let hugeManifest = DeliverySuiteBuilder(
            "http-huge-manifest", "A manifest of 64 MiB is cut off at the 1 MiB cap.", from: "BoundedDownloadTests.aHugeManifestIsCutOffAtTheCap",
            pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted[".huge"] = SuiteBundles.control(["\(BundleLayout.manifest) \(64 << 20)"])
        hugeManifest.refresh(hosted, expect: .rejected("too-large"))
        cases.append(hugeManifest)

        let truncated = DeliverySuiteBuilder(
            "http-truncated-document", "A document's body cut short (the connection closes) is a network failure; the whole one is then taken.",
            from: "LoopbackDeliveryTests.aTruncatedDownloadAndTheServerGoneServeTheCachedCatalogUntilItReturns", pinned: one)
        hosted = try bundles.bundle(version: 1)
        var cut = hosted
        cut[".truncate"] = SuiteBundles.control([entry.path])
        truncated.refresh(cut, expect: .rejected("network"))
        truncated.refresh(hosted, expect: .updated(1))
        cases.append(truncated)

        let redirect = DeliverySuiteBuilder(
            "http-redirect-to-another-origin", "A redirect of the manifest to another origin is not followed.",
            from: "BoundedDownloadTests.aRedirectToAnotherOriginIsNotFollowed", pinned: one)
        hosted = try bundles.bundle(version: 1)
        hosted[".redirect"] = SuiteBundles.control(["\(BundleLayout.manifest) http://192.0.2.1/manifest.json"])
        redirect.refresh(hosted, expect: .rejected("redirect"))
        cases.append(redirect)

        let slow = DeliverySuiteBuilder(
            "http-slow-manifest", "A manifest dribbled one byte every 50 ms runs into a 1 s request deadline.",
            from: "BoundedDownloadTests.aSlowManifestRunsIntoTheRequestDeadlineEveryTime", pinned: one)
        slow.settings.requestDeadlineMilliseconds = 1000
        slow.settings.refreshDeadlineMilliseconds = 5000
        hosted = try bundles.bundle(version: 1)
        hosted[".slow"] = SuiteBundles.control(["\(BundleLayout.manifest) 0.05"])
        slow.refresh(hosted, expect: .rejected("deadline"))
        cases.append(slow)

        let slowDocument = DeliverySuiteBuilder(
            "http-slow-document-refresh-deadline", "A document dribbled one byte every 50 ms runs into a 1.5 s refresh deadline, within the request deadline.",
            from: "BoundedDownloadTests.slowDocumentsRunIntoTheRefreshDeadline", pinned: one)
        slowDocument.settings.refreshDeadlineMilliseconds = 1500
        hosted = try bundles.bundle(version: 1)
        hosted[".slow"] = SuiteBundles.control(["\(entry.path) 0.05"])
        slowDocument.refresh(hosted, expect: .rejected("deadline"))
        cases.append(slowDocument)
        return cases
    }

    static func clock(_ bundles: SuiteBundles) throws -> [DeliverySuiteBuilder] {
        var cases: [DeliverySuiteBuilder] = []
        let one = try SuiteKeys.rootOne()
        let created = DeliverySuiteBuilder.created

        let expired = DeliverySuiteBuilder(
            "clock-manifest-expired", "A manifest past its expiry is refused.", from: "LoopbackDeliveryTests.anExpiredManifestIsRejected", pinned: one)
        expired.refresh(
            try bundles.bundle(version: 1, lifetime: 2 * DeliverySuiteBuilder.day), now: created.addingTimeInterval(3 * DeliverySuiteBuilder.day),
            expect: .rejected("expired"))
        cases.append(expired)

        let future = DeliverySuiteBuilder(
            "clock-created-in-the-future", "A manifest created 10 minutes after the device's clock is refused.",
            from: "HonestClockTests.aManifestCreatedAfterTheDeviceClockIsRefused", pinned: one)
        future.refresh(try bundles.bundle(version: 1), now: created.addingTimeInterval(-600), expect: .rejected("created-in-future"))
        cases.append(future)

        let skew = DeliverySuiteBuilder(
            "clock-within-the-skew", "A manifest created 4 minutes after the device's clock is taken.",
            from: "HonestClockTests.aClockWithinTheSkewIsAccepted", pinned: one)
        skew.refresh(try bundles.bundle(version: 1), now: created.addingTimeInterval(-240), expect: .updated(1))
        cases.append(skew)

        let lifetime = DeliverySuiteBuilder(
            "clock-lifetime-too-long", "A manifest valid for 91 days is refused.", from: "HonestClockTests.aManifestValidForTooLongIsRefused",
            pinned: one)
        lifetime.refresh(try bundles.bundle(version: 1, lifetime: 91 * DeliverySuiteBuilder.day), expect: .rejected("lifetime-too-long"))
        cases.append(lifetime)

        let offline = DeliverySuiteBuilder(
            "clock-stored-bundle-served-after-expiry", "A stored bundle past its expiry is still served after a restart; a new host copy of it is refused.",
            from: "HonestClockTests.theSnapshotSaysWhenTheServedManifestHasExpired", pinned: one)
        let short = try bundles.bundle(version: 1, lifetime: 2 * DeliverySuiteBuilder.day)
        offline.refresh(short, expect: .updated(1))
        let later = created.addingTimeInterval(3 * DeliverySuiteBuilder.day)
        offline.restart(now: later, expect: .started(nil, version: 1))
        offline.refresh(try bundles.bundle(version: 2, lifetime: 2 * DeliverySuiteBuilder.day), now: later, expect: .rejected("expired", version: 1))
        cases.append(offline)
        return cases
    }

    static func compression(_ bundles: SuiteBundles) throws -> [DeliverySuiteBuilder] {
        var cases: [DeliverySuiteBuilder] = []
        let one = try SuiteKeys.rootOne()
        let hosted = try bundles.bundle(version: 1, count: 2)
        let manifest = try SuiteBundles.manifest(hosted)
        let paths = [BundleLayout.manifest, BundleLayout.signature] + manifest.brands.map(\.path)

        for (mode, what) in [("", "each file one gzip member"), ("members", "each file in three gzip members")] {
            let gzip = DeliverySuiteBuilder(
                "gzip-object-store\(mode.isEmpty ? "" : "-" + mode)", "An object store sends gzip whatever the client asks, \(what): the bundle is taken.",
                from: "BoundedDownloadTests.anObjectStoreServingGzipIsRead", pinned: one)
            var files = hosted
            files[".gzip"] = SuiteBundles.control(paths.map { mode.isEmpty ? $0 : "\($0) \(mode)" })
            gzip.refresh(files, expect: .updated(1))
            cases.append(gzip)
        }
        for mode in ["truncated", "trailing"] {
            let damaged = DeliverySuiteBuilder(
                "gzip-\(mode)", "A gzip manifest \(mode == "truncated" ? "cut short inside its member" : "followed by bytes that are not gzip") is refused.",
                from: "BoundedDownloadTests.aDamagedGzipBodyIsRefused", pinned: one)
            var files = hosted
            files[".gzip"] = SuiteBundles.control(["\(BundleLayout.manifest) \(mode)"])
            damaged.refresh(files, expect: .rejected("network"))
            cases.append(damaged)
        }
        let bomb = DeliverySuiteBuilder(
            "gzip-bomb", "A gzip manifest inflating to 8 MiB is stopped at the 1 MiB cap.", from: "BoundedDownloadTests.theClientHangsUpOnAGzipBombAtTheCap",
            pinned: one)
        var files = hosted
        files[".gzip"] = SuiteBundles.control(["\(BundleLayout.manifest) \(8 << 20)"])
        bomb.refresh(files, expect: .rejected("too-large"))
        cases.append(bomb)

        let documentBomb = DeliverySuiteBuilder(
            "gzip-document-over-its-size", "A gzip document inflating past its declared size is stopped there.",
            from: "GzipInflaterTests.theLimitHoldsToTheByte", pinned: one)
        files = hosted
        files[".gzip"] = SuiteBundles.control(["\(manifest.brands[0].path) \(1 << 20)"])
        documentBomb.refresh(files, expect: .rejected("too-large"))
        cases.append(documentBomb)

        for coding in ["br", "zstd", "deflate", "gzip, gzip", "compress"] {
            let refused = DeliverySuiteBuilder(
                "encoding-\(coding.replacingOccurrences(of: ", ", with: "-"))", "A manifest sent with Content-Encoding \(coding) is refused at the headers.",
                from: "BoundedDownloadTests.aCodingTheClientDoesNotReadIsRefusedAtTheHeaders", pinned: one)
            files = hosted
            files[".encoding"] = SuiteBundles.control(["\(BundleLayout.manifest) \(coding)"])
            refused.refresh(files, expect: .rejected("content-encoding"))
            cases.append(refused)
        }
        return cases
    }

    static func tamper(_ bundles: SuiteBundles) throws -> [DeliverySuiteBuilder] {
        var cases: [DeliverySuiteBuilder] = []
        let one = try SuiteKeys.rootOne()
        let hosted = try bundles.bundle(version: 5, count: 3)
        let entry = try SuiteBundles.manifest(hosted).brands[1]
        for how in ["bit-flipped", "truncated", "removed"] {
            let damaged = DeliverySuiteBuilder(
                "local-document-\(how)", "A stored document \(how) in the folder is named at the start and fetched again by the next refresh.",
                from: "StoredDocumentHealingTests.aDamagedDocumentAtStartUpCostsOnlyItsBrandUntilTheRefreshRepairsIt", pinned: one)
            damaged.refresh(hosted, expect: .updated(5))
            damaged.restart(damage: [.init(target: "document", digest: entry.digest, how: how)], expect: .started("stored-document", version: 5))
            damaged.refresh(hosted, expect: .updated(5))
            damaged.restart(expect: .started(nil, version: 5))
            cases.append(damaged)
        }
        let bundle = DeliverySuiteBuilder(
            "local-stored-manifest-bit-flipped", "The stored manifest bit-flipped: its signature fails at the start, which serves the bundled catalog; a refresh takes the bundle again and the accepted version still holds.",
            from: "RemoteBrandCatalog: a stored bundle that fails a check", pinned: one)
        bundle.refresh(hosted, expect: .updated(5))
        bundle.restart(damage: [.init(target: "manifest", how: "bit-flipped")], expect: .started("bad-signature", version: nil))
        bundle.refresh(hosted, expect: .updated(5))
        bundle.refresh(try bundles.bundle(version: 4, count: 3), expect: .rejected("rollback", version: 5))
        cases.append(bundle)

        let all = DeliverySuiteBuilder(
            "local-every-document-removed", "Every stored document removed: the bundled catalog is served and the refresh fetches them all.",
            from: "StoredDocumentHealingTests.everyDocumentDamagedLeavesTheBundledCatalogAndIsNamed", pinned: one)
        all.refresh(hosted, expect: .updated(5))
        let damage = try SuiteBundles.manifest(hosted).brands.map { DeliverySuiteCase.Damage(target: "document", digest: $0.digest, how: "removed") }
        all.restart(damage: damage, expect: .started("stored-document", version: nil))
        all.refresh(hosted, expect: .updated(5))
        cases.append(all)
        return cases
    }
}
