import Testing
@testable import Localization

@Suite struct LocaleIdentifierTests {
    @Test(arguments: [
        ("en", "en", nil, nil),
        ("en-GB", "en", nil, "GB"),
        ("fr_CM", "fr", nil, "CM"),
        ("zh-hans-cn", "zh", "Hans", "CN"),
        ("en_US.UTF-8", "en", nil, "US"),
        ("es-419", "es", nil, "419"),
        ("PT-pt", "pt", nil, "PT"),
        ("", "", nil, nil),
    ] as [(String, String, String?, String?)])
    func parsesSubtags(identifier: String, language: String, script: String?, region: String?) {
        let locale = LocaleIdentifier(identifier)
        #expect(locale.language == language)
        #expect(locale.script == script)
        #expect(locale.region == region)
    }

    @Test func describesCanonicalForm() {
        #expect(LocaleIdentifier("zh_hans_cn").description == "zh-Hans-CN")
    }

    @Test(arguments: [
        ("en", "en"), ("en-GB", "en-GB"), ("zh-Hant-TW", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"),
        ("es-419", "es-419"), ("ca-ES-valencia", "ca-ES-valencia"), ("de-CH-1996", "de-CH-1996"),
        ("en_GB", "en-GB"), ("en-gb", "en-GB"), ("ZH_hant_tw", "zh-Hant-TW"), ("EN", "en"),
    ] as [(String, String)])
    func canonicalTags(text: String, canonical: String) {
        #expect(LocaleIdentifier.canonicalTag(for: text) == canonical)
    }

    @Test(arguments: ["", "e", "english", "en-", "-GB", "en--GB", "en-GB-GB", "en-x-private", "en-u-nu-latn", "en.UTF-8", "ca-valencia-valencia", "zh-Hänt", "en-GB-abc"])
    func malformedTagsHaveNoCanonicalForm(text: String) {
        #expect(LocaleIdentifier.canonicalTag(for: text) == nil)
    }

    @Test func parsesVariantsAfterScriptAndRegion() {
        let locale = LocaleIdentifier("sr-Latn-RS-ekavsk")
        #expect(locale.script == "Latn")
        #expect(locale.region == "RS")
        #expect(locale.variants == ["ekavsk"])
        #expect(locale.description == "sr-Latn-RS-ekavsk")
    }
}

@Suite struct LocaleIdentifierBytesTests {
    /// Subtags of every shape the parse tells apart, with both separators, cases, empty
    /// subtags and POSIX suffixes: the byte parse must read each as the `Character` parse does.
    static let pieces = ["en", "EN", "zh", "hAnS", "Latn", "gb", "419", "41", "1996", "valencia", "VALENCIA9", "x", "abcdefghi", "", "12", "a1b2c", "\r\n"]

    static var identifiers: [String] {
        var all: [String] = []
        for first in pieces {
            for second in pieces {
                for separator in ["-", "_", "--"] {
                    for suffix in ["", ".UTF-8", "@euro", "-1996-fonipa"] {
                        all.append(first + separator + second + suffix)
                        all.append(first + separator + second + separator + "CN" + suffix)
                    }
                }
            }
        }
        return all
    }

    @Test func asciiParseMatchesCharacterParse() throws {
        for identifier in Self.identifiers {
            let bytes = try #require(LocaleIdentifier(ascii: identifier))
            #expect(bytes == LocaleIdentifier(characters: identifier), "\(identifier.debugDescription)")
        }
    }

    @Test(arguments: ["fr-ÇA", "en.\u{301}x-GB", "e\u{301}n-GB", "en-GB@é"])
    func nonASCIIFallsBackToCharacters(identifier: String) {
        #expect(LocaleIdentifier(ascii: identifier) == nil)
        #expect(LocaleIdentifier(identifier) == LocaleIdentifier(characters: identifier))
    }
}
