import Foundation
import Localization
import TestSupport
import Testing
import YAMLNode
import YAMLReader
@testable import BrandSim

@Suite("Texts that print alike")
struct LookAlikeTextTests {
    @Test func noBreakSpacesAreEscapedAndTheFirstDifferenceNamed() {
        let failure = ScenarioFailure(
            step: ScenarioStep(kind: .expect([]), mark: Mark(line: 4, column: 5), text: "expect"),
            expectation: Expectation(key: "oddsBoost.capsule", value: Node(.string("15\u{A0}%")), mark: Mark(line: 4, column: 15)),
            actual: Node(.string("15\u{202F}%")))
        #expect(failure.description == #"4:15: oddsBoost.capsule: expected "15\u00A0%", got "15\u202F%" (they differ only in invisible or look-alike characters; first at index 2: expected U+00A0 NO-BREAK SPACE, got U+202F NARROW NO-BREAK SPACE)"#)
    }

    @Test func visibleDifferencesAreShownAsTheyAre() {
        let failure = ScenarioFailure(
            step: ScenarioStep(kind: .expect([]), mark: Mark(line: 1, column: 1), text: "expect"),
            expectation: Expectation(key: "balance", value: Node(.string("$1\u{A0}0")), mark: Mark(line: 2, column: 3)),
            actual: Node(.string("$20")))
        #expect(failure.description == "2:3: balance: expected \"$1\u{A0}0\", got \"$20\"")
    }

    @Test(arguments: [
        ("Log\u{200B}in", "Login", 3, "U+200B ZERO WIDTH SPACE", "U+0069 LATIN SMALL LETTER I"),
        ("1\u{2212}2", "1-2", 1, "U+2212 MINUS SIGN", "U+002D HYPHEN-MINUS"),
        ("Our Bets", "Our\u{A0}Bets", 3, "U+0020 SPACE", "U+00A0 NO-BREAK SPACE"),
        ("it\u{2019}s", "it's", 2, "U+2019 RIGHT SINGLE QUOTATION MARK", "U+0027 APOSTROPHE"),
        ("Bets\u{FEFF}", "Bets", 4, "U+FEFF ZERO WIDTH NO-BREAK SPACE", "the end of the text"),
    ] as [(String, String, Int, String, String)])
    func findsTheFirstDifference(expected: String, actual: String, index: Int, expectedName: String, actualName: String) throws {
        let difference = try #require(LookAlikeText(expected: expected, actual: actual))
        #expect(difference.index == index)
        #expect(LookAlikeText.named(difference.expected) == expectedName)
        #expect(LookAlikeText.named(difference.actual) == actualName)
    }

    @Test(arguments: [("15%", "15%"), ("15 %", "16 %"), ("My Bets", "Our Bets"), ("é", "e")])
    func equalOrVisiblyDifferentTextsAreNotLookAlikes(expected: String, actual: String) {
        #expect(LookAlikeText(expected: expected, actual: actual) == nil)
    }

    @Test func escapesOnlyTheSuspects() {
        #expect(LookAlikeText.escaped("Mes\u{A0}paris — 15\u{202F}%") == #"Mes\u00A0paris \u2014 15\u202F%"#)
        #expect(LookAlikeText.escaped("Café 🎉") == "Café 🎉")
        #expect(LookAlikeText.escaped("a\u{E0001}b") == #"a\U000E0001b"#)
    }

    /// What a failure prints for each side pastes into a scenario: read as a YAML value, it is
    /// the text again (`"1\u{A0}234,50\u{A0}kr"` was a YAML error, "did not find expected
    /// hexdecimal number").
    // Each has a U+00A0 the actual text lacks, so the two are look-alikes and printed escaped.
    @Test(arguments: ["1\u{A0}234,50\u{A0}kr", "15\u{202F}%\u{A0}", "Log\u{200B}in\u{A0}\"quoted\" \\ \u{2212}1", "a\u{E0001}b\u{FEFF}\u{A0}c"])
    func printedTextsPasteIntoAScenario(text: String) throws {
        let failure = ScenarioFailure(
            step: ScenarioStep(kind: .expect([]), mark: Mark(line: 1, column: 1), text: "expect"),
            expectation: Expectation(key: "balance", value: Node(.string(text)), mark: Mark(line: 1, column: 1)),
            actual: Node(.string(text.replacingOccurrences(of: "\u{A0}", with: " "))))
        let printed = failure.description
        let expected = try #require(printed.range(of: "expected ").map { printed[$0.upperBound...] }?.components(separatedBy: ", got ").first)
        let document = try YAMLParser().parse(Array("balance: \(expected)\n".utf8))
        #expect(document["balance"]?.string == text, "\(printed)")
    }
}

/// docs/brandsim.md lists the spaces each locale's numbers use, as Localization's table has them.
@Suite("brandsim docs")
struct BrandSimDocsTests {
    static func spaceName(_ text: String) -> String {
        switch text {
        case "": "none"
        case "\u{00A0}": "U+00A0 no-break space"
        case "\u{202F}": "U+202F narrow no-break space"
        case " ": "U+0020 space"
        default: "`\(text)`"
        }
    }

    /// The table, built from `LocaleNumberFormat` for every locale it has data for.
    static var spacesTable: String {
        let locales = LocaleNumberFormat.supportedLanguages.sorted() + LocaleNumberFormat.regionalLocales.sorted()
        var lines = [
            "| locale | grouping (`1 234`) | before `%` | between amount and symbol |",
            "| --- | --- | --- | --- |",
        ]
        for locale in locales {
            let format = LocaleNumberFormat(locale: LocaleIdentifier(locale))
            let percentSpace = String(format.percentSuffix.dropLast(format.percentSuffix.hasSuffix("%") ? 1 : 0))
            let currency = switch format.currencyPlacement {
            case .beforeAmount(let separator): "\(spaceName(separator)) (symbol first)"
            case .afterAmount(let separator): "\(spaceName(separator)) (symbol last)"
            }
            lines.append("| `\(locale)` | \(spaceName(format.groupingSeparator)) | \(spaceName(percentSpace)) | \(currency) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func docsListTheSpacesOfEveryLocale() throws {
        let text = try String(contentsOfFile: Repository.path("docs/brandsim.md"), encoding: .utf8)
        #expect(text.contains(Self.spacesTable), "docs/brandsim.md should hold:\n\(Self.spacesTable)")
    }
}
