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
}
