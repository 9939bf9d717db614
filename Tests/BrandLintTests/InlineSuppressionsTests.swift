import Testing
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

    @Test func directivesNameTheLineTheySilence() {
        let text = "a: 1\n# brandlint:disable-next-line flag-unknown, color-format -- why\nb: 2  # brandlint:disable-line token-unused\n"
        let suppressions = InlineSuppressions(file: "f.yaml", bytes: Array(text.utf8))
        #expect(suppressions.diagnostics.isEmpty)
        #expect(suppressions.entries.map { "\($0.line) \($0.rule)" } == ["3 flag-unknown", "3 color-format", "3 token-unused"])
    }
}
