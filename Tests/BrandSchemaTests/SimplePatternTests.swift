import Testing
import YAMLNode
@testable import BrandSchema

struct SimplePatternTests {
    static let patterns = [
        "^[a-z][a-z0-9-]*$", "^#[0-9A-Fa-f]{6}$", "^[a-z]{2}-[A-Z]{2}$", "a+", "^a*$", "f.o", "^\\d{2,4}$", "x?y",
        "^[^\\s]+$", "\\w+@\\w+\\.com", "^$", "", "ab{0,2}c", "^[\\-.]+$", "^\\$[0-9]+$", "^a{3,}$", "é+",
        "(a|b)", "^(a|b)$", "a|bc", "^(?:ab)+$", "^(ab|a)*c$", "^[0-9]+(\\.[0-9]+)?(ms|s|m|h)$",
        "^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$", "^\\{(colors|spacing)\\.[A-Za-z0-9_.-]+\\}$", "^(a|)$", "x(y{2}){1,2}$",
        "^()$", "(é|e)x", "^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-([a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*$",
    ]
    static let texts = [
        "", "a", "aa", "ladbrokes", "neds-2", "Neds", "#A1B2C3", "#a1b2c", "en-AU", "en-au", "foo", "f\no", "12", "12345",
        "١٢", "y", "xy", "xxy", "no space", "nospace", "bob@example.com", "ac", "abc", "abbc", "abbbc", "-.-", "$12", "]",
        "aaa", "aaaa", "éé", "e\u{301}", "b", "bc", "abab", "ababc", "aac", "c", "1.5s", "250ms", "1.h", "10m",
        "en", "fra-CA", "es-419", "en-", "{colors.primary}", "{spacing.}", "x{spacing.m}", "yy", "xyyyy", "xyyyyy",
        "zh-Hant-TW", "sr-Latn", "ca-ES-valencia", "de-CH-1996", "en_GB", "en-GB-x", "sr-latn",
    ]

    @Test(arguments: patterns)
    func agreesWithRegex(pattern: String) throws {
        let simple = try #require(SimplePattern(pattern), "\(pattern) should be simple")
        let translated = pattern.hasSuffix("$") && !pattern.hasSuffix("\\$") ? String(pattern.dropLast()) + "\\z" : pattern
        let regex = try Regex(translated).matchingSemantics(.unicodeScalar).asciiOnlyDigits().asciiOnlyWordCharacters()
        for text in Self.texts {
            #expect(simple.matches(text) == text.contains(regex), "\(pattern) on \(text.debugDescription)")
        }
    }

    // "x{-2,}", "[0]9{-2,}" and "x{+2}": found by fuzzing (FuzzSchema); a negative count crashed.
    @Test(arguments: [
        "(a", "a)", "(?=a)", "(?<name>a)", "(^a)", "(a$)", "((((((((((((((((((a))))))))))))))))))", "(a{9}){9}",
        "((){64}){64}",
        "^\\p{Letter}+$", "a(?=b)", "\\bword", "[[:alpha:]]", "a**", "x{2,1}", "^a|b$", "\\u0041",
        "x{-2,}", "[0]9{-2,}", "x{+2}", "x{1,-1}",
    ])
    func leavesOtherPatternsToRegex(pattern: String) {
        #expect(SimplePattern(pattern) == nil)
    }

    @Test func fuzzFindingCompiles() throws {
        // The minimised FuzzSchema crash: compiling the schema trapped building the pattern.
        let schema = try JSONSchema(try JSONParser().parse(#"{"patternProperties": {"[0]9{-2,}": {"type": "boolean"}}}"#))
        #expect(schema.isValid(try JSONParser().parse(#"{"x": 1}"#)))
    }
}
