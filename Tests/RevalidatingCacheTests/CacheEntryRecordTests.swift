import Foundation
import TestSupport
import Testing
@testable import RevalidatingCache

@Suite("Entry byte layout")
struct CacheEntryRecordTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func headerFieldsSitWhereTheDocumentSays() throws {
        let storedAt = Date(timeIntervalSince1970: 1_764_028_800.25)
        let record = CacheEntryRecord(key: "ab", storedAt: storedAt, payload: [7, 8, 9])

        let bytes = [UInt8](try record.encoded())

        #expect(bytes.count == 26 + 2 + 3)
        #expect(Array(bytes[0..<4]) == [0x52, 0x56, 0x43, 0x45])
        #expect(Array(bytes[4..<6]) == [0, 1])
        let milliseconds: Int64 = 1_764_028_800_250
        #expect(Array(bytes[6..<14]) == (0..<8).reversed().map { UInt8(truncatingIfNeeded: milliseconds >> ($0 * 8)) })
        #expect(Array(bytes[14..<18]) == [0, 0, 0, 2])
        #expect(Array(bytes[18..<20]) == Array("ab".utf8))
        #expect(Array(bytes[20..<24]) == [0, 0, 0, 3])
        let checksum = CRC32.checksum(Array(bytes[0..<24]) + [7, 8, 9])
        #expect(Array(bytes[24..<28]) == (0..<4).reversed().map { UInt8(truncatingIfNeeded: checksum >> ($0 * 8)) })
        #expect(Array(bytes[28...]) == [7, 8, 9])
    }

    @Test(arguments: ["", "k", "ladbrokes.locker/é"])
    func roundTrip(key: String) throws {
        let record = CacheEntryRecord(key: key, storedAt: ManualClock.start, payload: Array(key.utf8) + [0, 255])

        let decoded = try CacheEntryRecord(decoding: try record.encoded(), expectedKey: key)

        #expect(decoded == record)
    }

    @Test func storedAtKeepsMillisecondPrecision() throws {
        let record = CacheEntryRecord(key: "k", storedAt: Date(timeIntervalSince1970: 1.23456), payload: [])

        let decoded = try CacheEntryRecord(decoding: try record.encoded(), expectedKey: "k")

        #expect(decoded.storedAt == Date(timeIntervalSince1970: 1.235))
    }
}
