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
