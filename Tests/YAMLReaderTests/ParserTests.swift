import TestSupport
import Testing
import YAMLReader
@testable import YAMLNode

@Suite("Parsing documents into marked nodes")
struct ParserTests {
    private let parser = YAMLParser()

    @Test func marksAndOrderAreKept() throws {
        let node = try parser.parse("""
            zeta: 1
            alpha:
              - x
              - { k: v }
            mid: text
            """)
        let mapping = try #require(node.mapping)
        #expect(mapping.keys == ["zeta", "alpha", "mid"])
        #expect(mapping.entries[1].keyMark == Mark(line: 2, column: 1))
        let items = try #require(node["alpha"]?.sequence)
        #expect(items[0].mark == Mark(line: 3, column: 5))
        #expect(items[1]["k"]?.mark == Mark(line: 4, column: 10))
        #expect(node["mid"]?.mark == Mark(line: 5, column: 6))
    }

    @Test func anchorsAndAliases() throws {
        let node = try parser.parse("""
            base: &b { a: 1, b: 2 }
            copy: *b
            list: [&x 5, *x]
            """)
        #expect(node["copy"]?["b"]?.int == 2)
        #expect(node["copy"]?.mark == Mark(line: 2, column: 7))
        #expect(node["list"]?.sequence?.map(\.int) == [5, 5])
    }

    /// Anchors, pending keys and merges of open collections are kept on stacks beside the
    /// frames; nesting must hand each back to its own collection.
    @Test func nestedAnchorsAndMergesStayWithTheirCollections() throws {
        let node = try parser.parse("""
            base: &b { a: 1 }
            outer: &o
              <<: *b
              inner: &i
                list: &l [x, { <<: *b, z: 2 }]
                <<: { m: 3 }
              after: 4
            again: [*i, *l, *o]
            """)
        let outer = try #require(node["outer"]?.mapping)
        #expect(outer.keys == ["a", "inner", "after"])
        #expect(node["outer"]?["inner"]?.mapping?.keys == ["list", "m"])
        #expect(node["outer"]?["inner"]?["list"]?.sequence?[1].mapping?.keys == ["a", "z"])
        let again = try #require(node["again"]?.sequence)
        #expect(again[0].mapping?.keys == ["list", "m"])
        #expect(again[1].sequence?.count == 2)
        #expect(again[2].mapping?.keys == ["a", "inner", "after"])
    }

    @Test func mergeKeysLetExplicitKeysWin() throws {
        let node = try parser.parse("""
            defaults: &d { color: red, size: 2 }
            extra: &e { size: 9, shape: round }
            item:
              name: one
              <<: [*d, *e]
              color: blue
            """)
        let item = try #require(node["item"]?.mapping)
        #expect(item.keys == ["name", "size", "shape", "color"])
        #expect(item["color"]?.string == "blue")
        #expect(item["size"]?.int == 2)
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let node = try parser.parse("\"<<\": 1")
        #expect(node["<<"]?.int == 1)
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb:\r\n  c: x\r\n".utf8)
        let node = try parser.parse(bytes)
        #expect(node["a"]?.int == 1)
        #expect(node["b"]?["c"]?.string == "x")
        #expect(node.mapping?.entries[0].keyMark == Mark(line: 1, column: 1))
        #expect(node["b"]?["c"]?.mark == Mark(line: 3, column: 6))
    }

    @Test func emptyDocumentIsNull() throws {
        #expect(try parser.parse("").isNull)
        #expect(try parser.parse("# only a comment\n").isNull)
    }

    @Test func jsonIsAccepted() throws {
        let node = try parser.parse(#"{"a": [1, 2.5, "x", true, null], "b": {"c": "d"}}"#)
        #expect(node["a"]?.sequence?.count == 5)
        #expect(node["b"]?["c"]?.string == "d")
    }

    @Test func unicodeColumnsCountCharacters() throws {
        let node = try parser.parse("ключ: значение\nk: 1")
        #expect(node["ключ"]?.mark == Mark(line: 1, column: 7))
    }
}
