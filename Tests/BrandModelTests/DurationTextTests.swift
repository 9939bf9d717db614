import Testing
@testable import BrandModel

/// Durations as profiles write them, and what is not one.
@Suite("Duration text")
struct DurationTextTests {
    @Test(arguments: [
        ("300ms", 300), ("0.5s", 500), ("10m", 600_000), ("1h", 3_600_000), ("1.5h", 5_400_000), ("0s", 0), ("2.0005s", 2001),
    ] as [(String, Int64)])
    func parsesAUnitAfterANumber(_ text: String, _ milliseconds: Int64) {
        #expect(DurationText.parse(text) == .milliseconds(milliseconds))
    }

    @Test(arguments: ["", "ms", "s", "5", "5x", "x5s", "5 s", " 5s", "-5s", "1.2.3s", "5S", "\u{FF15}s", "5\u{301}s", "5s\u{301}", "5mss"])
    func rejectsAnythingElse(_ text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test(arguments: ["300ms", "10m", "1h", "30s"])
    func formatsWhatItParses(_ text: String) throws {
        #expect(DurationText.format(try #require(DurationText.parse(text))) == text)
    }
}

@Suite("Durations past 64 bits")
struct DurationRangeTests {
    @Test(arguments: ["99999999999999999999999999h", "9223372036854776s", "1000000000000000000000000000000000000ms", "300000000000000m"])
    func aDurationPast64BitsOfMillisecondsIsNoDuration(_ text: String) {
        #expect(DurationText.parse(text) == nil)
        #expect(DurationText.isOutOfRange(text))
    }

    @Test func theLargestDurationParses() {
        #expect(DurationText.parse("9007199254740992ms") == .milliseconds(9_007_199_254_740_992))
        #expect(!DurationText.isOutOfRange("10m"))
        #expect(!DurationText.isOutOfRange("ten minutes"))
    }
}
