import Testing
import RevalidatingCache

@Suite("Profile duration syntax")
struct DurationParsingTests {
    @Test(arguments: [
        ("10m", Duration.seconds(600)),
        ("30s", .seconds(30)),
        ("1h", .seconds(3_600)),
        ("6h", .seconds(21_600)),
        ("300ms", .milliseconds(300)),
        ("0s", .zero),
        ("007s", .seconds(7)),
    ])
    func parsesANumberAndOneUnit(text: String, expected: Duration) {
        #expect(Duration(parsing: text) == expected)
    }

    @Test(arguments: [
        "", "m", "10", "10 m", " 10m", "10m ", "-5s", "+5s", "1.5h", "10M", "10min", "1h30m", "1d",
        "١٠m", "99999999999999999999h", "9223372036854775807h",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(Duration(parsing: text) == nil)
    }
}
