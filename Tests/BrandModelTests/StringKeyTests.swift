import TestSupport
import Testing
@testable import BrandModel

/// The engine's strings, declared once, and what is written about them.
@Suite("String keys")
struct StringKeyTests {
    @Test func everyKeyRoundTripsThroughItsRawValue() {
        let raw = StringKey.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for key in StringKey.allCases {
            #expect(StringKey(rawValue: key.rawValue) == key)
            #expect(key.requiredPlaceholders.isSubset(of: key.allowedPlaceholders))
        }
        #expect(StringKey(rawValue: "appBar.none") == nil)
        #expect(EngineContract.allStrings.map(\.stringKey) == StringKey.allCases)
    }

    /// A plural key is rendered with a count, so `{count}` is one of its placeholders.
    @Test(arguments: StringKey.allCases.filter(\.isPlural))
    func aPluralKeyTakesACount(key: StringKey) {
        #expect(key.requiredPlaceholders.contains("count"))
    }

    /// docs/profile-format.md's string table: every key, its placeholders and whether it is plural.
    @Test func theProfileFormatTableIsTheDeclaration() throws {
        let text = try String(contentsOfFile: Repository.path("docs/profile-format.md"), encoding: .utf8)
        let table = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("| key | placeholders | plural |") })
        var documented: [String: (placeholders: Set<String>, plural: Bool)] = [:]
        for row in table.split(separator: "\n").dropFirst(2) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let keys = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let placeholders = Set(cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element.dropFirst().dropLast()) })
            for key in keys { documented[key] = (placeholders, cells[3] == "yes") }
        }
        #expect(Set(documented.keys) == Set(StringKey.allCases.map(\.rawValue)))
        for key in StringKey.allCases {
            #expect(documented[key.rawValue]?.placeholders == key.requiredPlaceholders, "\(key.rawValue)")
            #expect(documented[key.rawValue]?.plural == key.isPlural, "\(key.rawValue)")
        }
    }
}
