import Testing
import TestSupport
@testable import BrandLint

@Suite("Inline suppression comments")
struct InlineSuppressionsTests {
    @Test(arguments: [
        ("a: 1 # brandlint:disable-line flag-unknown", true),
        ("#brandlint:disable-next-line flag-unknown", true),
        ("a: 1  #\t brandlint:disable-line flag-unknown", true),
        ("a: \"brandlint:disable-line\"", false),
        ("a: 1 # see brandlint:disable-line", false),
        ("a: 1 #", false),
        ("", false),
    ])
    func theByteScanFindsExactlyTheComments(text: String, found: Bool) {
        #expect(InlineSuppressions.mentionsMarker(Array(text.utf8)) == found)
    }

    /// The `memchr` scan against a byte-by-byte one, on random texts made of the bytes that
    /// matter: `#`, blanks, the marker, parts of it, and other text.
    @Test func theByteScanMatchesAByteByByteScan() {
        func reference(_ bytes: [UInt8]) -> Bool {
            let marker = Array("brandlint:".utf8)
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "#") {
                let rest = bytes[(index + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                if rest.starts(with: marker) { return true }
            }
            return false
        }
        let pieces = ["#", " ", "\t", "brandlint:", "brandlint", "brand", "lint:", "a: 1", "\n", "é", "##"]
        var generator = SeededGenerator(seed: 0x1B5)
        var found = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let expected = reference(bytes)
            if expected { found += 1 }
            #expect(InlineSuppressions.mentionsMarker(bytes) == expected, "\(text.debugDescription)")
        }
        #expect(found > 0)
    }

    @Test func directivesNameTheLineTheySilence() {
        let text = "a: 1\n# brandlint:disable-next-line flag-unknown, color-format -- why\nb: 2  # brandlint:disable-line token-unused\n"
        let suppressions = InlineSuppressions(file: "f.yaml", bytes: Array(text.utf8))
        #expect(suppressions.diagnostics.isEmpty)
        #expect(suppressions.entries.map { "\($0.line) \($0.rule)" } == ["3 flag-unknown", "3 color-format", "3 token-unused"])
    }
}
