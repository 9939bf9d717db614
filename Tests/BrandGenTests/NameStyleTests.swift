@testable import BrandGen
import Testing

/// The one-pass name styles and the byte split of dotted names give what their definitions
/// give: ``NameStyle/words(_:)`` joined, and `String.split` on `Character`s.
@Suite("names")
struct NameStyleTests {
    static let paths = [
        "appBar.background", "app.bar", "appBar", "APIKey", "x2Y", "2fa.code", "", "...", "a--b__c", "é.accent", "HTMLParser",
        "brand.onPrimary", "S’inscrire", "a.B.c", "pendingBets.myBets", "9", "..a..", "a\u{301}.b", "a.\u{301}b", "emoji😀.x",
    ]

    @Test(arguments: paths)
    func stylesJoinTheWords(path: String) {
        let words = NameStyle.words(path)
        func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        #expect(NameStyle.kebab(path) == words.joined(separator: "-"))
        #expect(NameStyle.snake(path) == words.joined(separator: "_"))
        let lower = words.isEmpty ? "value" : words[0] + words.dropFirst().map(capitalized).joined()
        #expect(NameStyle.lowerCamel(path) == (lower.first!.isNumber ? "_" + lower : lower))
        let upper = words.map(capitalized).joined()
        #expect(NameStyle.upperCamel(path) == (upper.isEmpty ? "Value" : upper.first!.isNumber ? "_" + upper : upper))
    }

    @Test(arguments: paths + ["a.", ".a", "a..b", "x.\u{301}.y", "\r\n.a"])
    func dottedNamesSplitAsCharactersDo(path: String) {
        #expect(DotPath.segments(path) == path.split(separator: "."))
        #expect(DotPath.segments(path, omittingEmpty: false) == path.split(separator: ".", omittingEmptySubsequences: false))
    }
}
