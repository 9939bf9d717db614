@testable import BrandGen
import BrandModel
import TestSupport
import Testing
import YAMLNode

/// `TokenList` (plain names, one sorted list) must write exactly what `TokenTree` (a
/// dictionary per group) writes for the same tokens and properties.
@Suite("DTCG token list against the token tree")
struct TokenListTests {
    /// Fills both with the same calls and returns their JSON.
    private static func both(_ fill: (inout any DTCGTokenGroups) -> Void) -> (list: String, tree: String) {
        var list: any DTCGTokenGroups = TokenList()
        var tree: any DTCGTokenGroups = TokenTree()
        fill(&list)
        fill(&tree)
        var listJSON = JSONWriter()
        var treeJSON = JSONWriter()
        list.write(into: &listJSON)
        tree.write(into: &treeJSON)
        return (listJSON.output.text, treeJSON.output.text)
    }

    @Test("Names that are also groups, timings beside names, repeated paths and properties")
    func awkwardShapes() {
        let written = Self.both { groups in
            groups.setProperty("$type", "color", group: "colors", name: nil)
            groups.insert(.alias("{colors.b}"), group: "colors", name: "a", timing: nil)
            groups.insert(.color(RGBA(red: 1, green: 2, blue: 3)), group: "colors", name: "a.b", timing: nil)
            groups.insert(.color(RGBA(red: 9, green: 9, blue: 9)), group: "colors", name: "a-b", timing: nil)
            groups.insert(.color(RGBA(red: 4, green: 5, blue: 6)), group: "colors", name: "a.b", timing: nil)
            groups.insert(.dimension(4), group: "colors", name: "A", timing: nil)
            groups.insert(.dimension(8), group: "colors", name: "_", timing: nil)
            groups.setProperty("$extensions", .object([("x", 1)]), group: "animation", name: "fade.in")
            groups.insert(.duration(0.2), group: "animation", name: "fade.in", timing: "duration")
            groups.insert(.duration(0.3), group: "animation", name: "fade.in.duration", timing: "delay")
            groups.setProperty("$extensions", .object([("y", 2)]), group: "animation", name: "fade.in.duration")
            groups.setProperty("$description", "first", group: nil, name: nil)
            groups.setProperty("$description", "second", group: nil, name: nil)
        }
        #expect(written.list == written.tree)
        #expect(written.list.contains("\"$root\""))
        #expect(!written.list.contains("first"))
    }

    @Test("Random plain names, with every group and name both written")
    func randomNames() {
        var generator = SeededGenerator(seed: 0x70C3)
        let parts = ["a", "b", "a-b", "a_b", "A", "0", "ab", "b0", "duration", "delay"]
        for _ in 0..<200 {
            // The calls drawn first, then made on both: each fill must see the same ones.
            var calls: [(inout any DTCGTokenGroups) -> Void] = []
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                let name = (0..<Int.random(in: 1...4, using: &generator))
                    .map { _ in parts.randomElement(using: &generator)! }.joined(separator: ".")
                let group = ["colors", "spacing", "animation"].randomElement(using: &generator)!
                let timing = ["delay", "duration", "stagger"].randomElement(using: &generator)!
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: calls.append { $0.insert(.dimension(Double(name.count)), group: group, name: name, timing: nil) }
                case 1: calls.append { $0.insert(.duration(0.1), group: group, name: name, timing: timing) }
                case 2: calls.append { $0.setProperty("$extensions", .object([("n", .string(name))]), group: group, name: name) }
                default: calls.append { $0.setProperty("$type", "dimension", group: group, name: nil) }
                }
            }
            let written = Self.both { groups in
                for call in calls { call(&groups) }
                groups.setProperty("$description", "d", group: nil, name: nil)
            }
            #expect(written.list == written.tree, "\(Self.firstDifference(written.list, written.tree))")
        }
    }

    /// The first line where two texts differ, with the lines before it.
    private static func firstDifference(_ first: String, _ second: String) -> String {
        let left = first.split(separator: "\n", omittingEmptySubsequences: false)
        let right = second.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) where index >= left.count || index >= right.count || left[index] != right[index] {
            let context = left[max(0, index - 6)..<min(index, left.count)].joined(separator: "\n")
            return "after\n\(context)\nlist: \(index < left.count ? left[index] : "<end>")\ntree: \(index < right.count ? right[index] : "<end>")"
        }
        return "no difference"
    }

    @Test func plainNames() {
        #expect(TokenList.isPlain("brand.primary-1_x"))
        #expect(!TokenList.isPlain("brand..primary"))
        #expect(!TokenList.isPlain(".brand"))
        #expect(!TokenList.isPlain("brand."))
        #expect(!TokenList.isPlain(""))
        #expect(!TokenList.isPlain("brånd"))
        #expect(!TokenList.isPlain("$brand"))
    }
}
