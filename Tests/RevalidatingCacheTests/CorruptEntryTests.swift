import Foundation
import Testing
@testable import RevalidatingCache

/// One way an entry file can go bad between two runs of the app.
struct Corruption: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let damage: @Sendable (_ bytes: [UInt8], _ fixture: CacheFixture) throws -> [UInt8]
    let isExpected: @Sendable (CacheEntryDefect) -> Bool

    static let all: [Corruption] = [
        Corruption(testDescription: "empty file", damage: { _, _ in [] }, isExpected: { $0 == .truncated }),
        Corruption(testDescription: "cut inside the magic", damage: { bytes, _ in Array(bytes.prefix(3)) },
                   isExpected: { $0 == .truncated }),
        Corruption(testDescription: "the magic and one header byte", damage: { bytes, _ in Array(bytes.prefix(5)) },
                   isExpected: { $0 == .truncated }),
        Corruption(testDescription: "wrong magic and one more byte", damage: { _, _ in Array("RVCX".utf8) + [0] },
                   isExpected: { $0 == .badMagic }),
        Corruption(testDescription: "cut inside the header", damage: { bytes, _ in Array(bytes.prefix(20)) },
                   isExpected: { $0 == .truncated }),
        Corruption(testDescription: "cut inside the payload", damage: { bytes, _ in Array(bytes.dropLast(2)) },
                   isExpected: { $0 == .truncated }),
        Corruption(testDescription: "extra byte at the end", damage: { bytes, _ in bytes + [0] },
                   isExpected: { $0 == .trailingBytes }),
        Corruption(testDescription: "garbled payload byte", damage: { bytes, _ in flipping(bytes, at: bytes.count - 1) },
                   isExpected: { $0 == .checksumMismatch }),
        Corruption(testDescription: "garbled stored-at byte", damage: { bytes, _ in flipping(bytes, at: 9) },
                   isExpected: { $0 == .checksumMismatch }),
        Corruption(testDescription: "not an entry at all", damage: { _, _ in Array("{\"title\":1}".utf8) },
                   isExpected: { $0 == .badMagic }),
        Corruption(testDescription: "old format version 0", damage: { bytes, _ in replacing(bytes, at: 4, with: [0, 0]) },
                   isExpected: { $0 == .unsupportedVersion(0) }),
        Corruption(testDescription: "newer format version 2", damage: { bytes, _ in replacing(bytes, at: 4, with: [0, 2]) },
                   isExpected: { $0 == .unsupportedVersion(2) }),
        Corruption(
            testDescription: "valid entry of another key",
            damage: { _, _ in
                [UInt8](try CacheEntryRecord(key: "other", storedAt: ManualClock.start, payload: Array("\"x\"".utf8)).encoded())
            },
            isExpected: { $0 == .keyMismatch(storedKey: "other") }),
        Corruption(
            testDescription: "intact payload the codec rejects",
            damage: { _, _ in
                [UInt8](try CacheEntryRecord(key: "k", storedAt: ManualClock.start, payload: Array("not json".utf8)).encoded())
            },
            isExpected: { if case .undecodablePayload = $0 { true } else { false } }),
    ]

    private static func flipping(_ bytes: [UInt8], at index: Int) -> [UInt8] {
        var bytes = bytes
        bytes[index] ^= 0xFF
        return bytes
    }

    private static func replacing(_ bytes: [UInt8], at index: Int, with replacement: [UInt8]) -> [UInt8] {
        var bytes = bytes
        bytes.replaceSubrange(index..<(index + replacement.count), with: replacement)
        return bytes
    }
}

@Suite("Corrupt disk entries", .failsInsteadOfHanging)
struct CorruptEntryTests {
    @Test(arguments: Corruption.all)
    func corruptEntryIsDiscardedNeverShownAndRefetched(corruption: Corruption) async throws {
        try await CacheFixture.run { fixture in
            _ = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            let damaged = try corruption.damage(fixture.entryBytes(for: "k"), fixture)
            try fixture.writeEntryBytes(damaged, for: "k")
            let source = ScriptedSource(gateClosed: true)
            let restarted = fixture.makeCache(source: source)
            var updates = await restarted.updates(for: "k").makeAsyncIterator()

            let served = try await restarted.value(for: "k", placeholder: "bundled")
            let removedBeforeRefetch = !fixture.entryExists(for: "k")
            await source.openGate()
            let update = await updates.next()

            #expect(served.source == .placeholder)
            #expect(removedBeforeRefetch)
            #expect(fixture.diagnostics.discardedDefects.count == 1)
            #expect(fixture.diagnostics.discardedDefects.allSatisfy(corruption.isExpected))
            #expect(update?.value == "k v1")
            let healed = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            #expect(healed.value == "k v1")
            #expect(healed.source == .fresh)
        }
    }

    @Test func corruptEntryWithoutPlaceholderIsFetchedAndWaitedFor() async throws {
        try await CacheFixture.run { fixture in
            _ = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            try fixture.writeEntryBytes(Array(try fixture.entryBytes(for: "k").prefix(10)), for: "k")
            let source = ScriptedSource()

            let result = try await fixture.makeCache(source: source).value(for: "k")

            #expect(result.source == .fetched)
            #expect(await source.calls == ["k"])
        }
    }
}
