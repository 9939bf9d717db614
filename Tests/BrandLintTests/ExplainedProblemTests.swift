import BrandModel
import TestSupport
import Testing
@testable import BrandLint

/// The fixtures' problems are not only found (FixtureTests) but explained: YAML traps and
/// locale mistakes get the words that say what to write.
@Suite("Problems come with the fix")
struct ExplainedProblemTests {
    /// Linted once; a schema that fails to load stays an error every test rethrows.
    static let linted = Result {
        try BrandLinter(loader: Repository.loader(), handlers: RuleExampleTests.handlers).lint(paths: [FixtureTests.folder]).diagnostics
    }

    @Test(arguments: [
        ("yaml-traps.yaml", 10, "`#` starts a comment here", "quote the colour, \"#FFFFFF\""),
        ("yaml-traps.yaml", 12, "YAML 1.2 reads `no` as a string", "write `false`"),
        ("tab-indent.yaml", 8, "tabs cannot indent YAML", "indent with spaces"),
        ("locale-underscore.yaml", 7, "write `en-AU`", "zh-Hant-TW"),
        ("locale-underscore.yaml", 12, "write `en-AU`", "hyphens"),
        ("plural-shape.yaml", 12, "`few` form, which en-AU never uses", "one, other"),
        ("plural-shape.yaml", 13, "without a count", "\"Searches\""),
        ("flow-colour.yaml", 7, "`#` starts a comment here: quote the colour", "did not find expected node content"),
        ("currency-case.yaml", 7, "\"gbp\" is not an ISO 4217 code", "write `GBP`"),
        ("currency-unknown.yaml", 7, "\"XYZ\" is not an active ISO 4217 currency code", "ISO 4217"),
        ("string-keys.yaml", 11, "\"appBar.serach\" is not a string the engine reads", "did you mean `appBar.search`?"),
        ("string-keys.yaml", 12, "strings for en-GB, which `locales` does not declare", "add en-GB to `locales`"),
    ] as [(String, Int, String, String)])
    func explains(file: String, line: Int, words: String, hintWords: String) throws {
        let found = try Self.linted.get().filter { $0.file.hasSuffix("/" + file) && $0.line == line }
        let diagnostic = try #require(found.first, "no diagnostic at \(file):\(line)")
        let text = diagnostic.message + " | " + (diagnostic.hint ?? "")
        #expect(text.contains(words), "\(text)")
        #expect(text.contains(hintWords), "\(text)")
    }

    @Test(arguments: [["zh-Hant-TW"], ["sr-Latn", "en-AU"], ["ca-ES-valencia"], ["es-419"]])
    func acceptsBCP47Tags(locales: [String]) throws {
        let fragment = "{ locales: [\(locales.joined(separator: ", "))], strings: { \(locales[0]): { appBar.search: Search } } }"
        let (load, _) = try RuleExampleTests.lint(try RuleExamples.profile(merging: fragment))
        #expect(load.diagnostics.filter { $0.rule.hasPrefix("schema-") }.map(\.description) == [])
    }

    @Test(arguments: ["en_GB", "en-gb", "EN", "zh-hant-TW", "en-GB-x"])
    func refusesOtherSpellings(locale: String) throws {
        let (load, _) = try RuleExampleTests.lint(try RuleExamples.profile(merging: "locales: [\"\(locale)\"]"))
        #expect(load.diagnostics.contains { $0.rule == "schema-pattern" && $0.message.contains("not a BCP 47 locale tag") })
    }
}
