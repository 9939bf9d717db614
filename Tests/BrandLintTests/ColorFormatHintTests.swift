@testable import BrandLint
import Testing

@Suite("Colour format hints")
struct ColorFormatHintTests {
    /// The reading by bytes of an ASCII text agrees with the reading by `Character`s it
    /// replaced: hex digits only, 3, 6 or 8 of them, no `#`.
    @Test(arguments: ["fff", "E4002B", "e4002b80", "#fff", "ffff", "zz", "", "ff", "0B234", "12345678", "1234567g", "GGG", "@@@", "`ab"])
    func asciiTextIsReadAsTheCharactersWere(text: String) {
        let digits = text.filter(\.isHexDigit)
        let byCharacters = !text.hasPrefix("#") && [3, 6, 8].contains(digits.count) && digits.count == text.count
        #expect(ColorFormatRule.isHexDigitsMissingTheirHash(text) == byCharacters)
    }

    /// Other text keeps the `Character` reading, in which fullwidth digits are hex digits.
    @Test func fullwidthDigitsCountAsTheyDid() {
        #expect(ColorFormatRule.isHexDigitsMissingTheirHash("ＦＦＦ"))
        #expect(!ColorFormatRule.isHexDigitsMissingTheirHash("ＦＦé"))
        #expect(ColorFormatRule.hint(for: "E4002B") == "did you mean \"#E4002B\"?")
    }
}
