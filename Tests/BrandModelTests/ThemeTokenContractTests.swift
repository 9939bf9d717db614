import TestSupport
import Testing
@testable import BrandModel

/// The theme tokens the engine reads, declared once, and what is written about them.
@Suite("Theme token contract")
struct ThemeTokenContractTests {
    /// docs/profile-format.md's token table lists exactly the declared tokens, by group.
    @Test func theProfileFormatTableIsTheDeclaration() throws {
        let text = try String(contentsOfFile: Repository.path("docs/profile-format.md"), encoding: .utf8)
        let table = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("| group | tokens |") })
        var documented: [ThemeGroup: Set<String>] = [:]
        for row in table.split(separator: "\n").dropFirst(2) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            let quoted = { (cell: Substring) in
                cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            guard let name = quoted(cells[1]).first else { continue }
            let group = try #require(ThemeGroup(rawValue: name), "docs/profile-format.md names a group the theme does not have: \(name)")
            documented[group] = Set(quoted(cells[2]))
        }
        #expect(documented == EngineContract.consumedTokens)
    }

    /// Every fallback chain ends in a colour, or nowhere, and never loops.
    @Test(arguments: ColorTokenName.allCases)
    func aColorFallbackEnds(token: ColorTokenName) {
        var seen: Set<ColorTokenName> = [token]
        var current = token
        while case .token(let next)? = current.fallback {
            #expect(seen.insert(next).inserted, "\(token.rawValue) loops")
            current = next
        }
        #expect(token.resolved { _ in nil } == nil || token.fallback != nil)
    }

    @Test func aProfileColourWinsOverTheFallback() {
        #expect(ColorTokenName.toolSlotBadgeText.resolved { $0 == .badgeText ? "#123456" : nil } == "#123456")
        #expect(ColorTokenName.toolSlotBadgeText.resolved { _ in nil } == "#000000")
        #expect(TypographyTokenName.balance.resolved { $0 == .label ? TextStyle(family: "Inter", size: 14, weight: "bold") : nil }.family == "Inter")
    }
}
