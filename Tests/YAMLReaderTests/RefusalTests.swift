import Testing
@_spi(YAMLParsing) @testable import YAMLNode
import YAMLReader

@Suite("Documents that are refused, each with a mark")
struct RefusalTests {
    private func refusal(_ text: String, limits: ParseLimits = .default) -> YAMLError? {
        do {
            _ = try YAMLParser(limits: limits).parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func syntaxErrorKeepsLibyamlWordsAndPosition() throws {
        let error = try #require(refusal("a: 1\nb: [1, 2\nc: 3\n"))
        #expect(error.kind == .syntax)
        #expect(error.message.contains("flow sequence"))
        #expect(error.mark.line >= 2)
    }

    @Test func badIndentationIsASyntaxError() throws {
        let error = try #require(refusal("a:\n  b: 1\n c: 2\n"))
        #expect(error.kind == .syntax)
        #expect(error.mark == Mark(line: 3, column: 3) || error.mark.line == 3)
    }

    /// libyaml's "found character that cannot start any token" becomes yamllint's words, at the tab.
    @Test(arguments: [
        ("a:\n\tb: 1\n", 2, 1), ("a:\n  b: 1\n  \tc: 2\n", 3, 3), ("\u{FEFF}a:\n\tb: 1\n", 2, 1),
    ] as [(String, Int, Int)])
    func tabIndentationIsExplainedAtTheTab(text: String, line: Int, column: Int) throws {
        let error = try #require(refusal(text))
        #expect(error.kind == .syntax)
        #expect(error.message == "tabs cannot indent YAML")
        #expect(error.mark == Mark(line: line, column: column))
        #expect(error.hint?.contains("indent with spaces") == true)
    }

    /// `#` after a space starts a comment, which in a flow mapping swallows the closing brace.
    @Test func commentedOutColourInAFlowMappingIsPointedAt() throws {
        let error = try #require(refusal("theme:\n  colors: { brand.primary: #0B2341, brand.onPrimary: \"#FFFFFF\" }\nflags: {}\n"))
        #expect(error.kind == .syntax)
        #expect(error.message == "`#` starts a comment here: quote the colour")
        #expect(error.mark == Mark(line: 2, column: 28))
    }

    @Test func unrelatedSyntaxErrorsKeepLibyamlWords() throws {
        let error = try #require(refusal("note: see #123\nb: [1, 2\n"))
        #expect(error.message.contains("flow sequence"))
    }

    @Test func tabsThatSeparateRatherThanIndentAreFine() throws {
        let node = try YAMLParser().parse("a:\tb\nc: [1,\t2]\n")
        #expect(node["a"]?.string == "b")
    }

    @Test func duplicateKeysNameBothPositions() throws {
        let error = try #require(refusal("appBar:\n  kind: a\n  other: 1\n  kind: b\n"))
        #expect(error.kind == .duplicateKey)
        #expect(error.mark == Mark(line: 4, column: 3))
        #expect(error.relatedMark == Mark(line: 2, column: 3))
        #expect(error.message.contains("kind"))
    }

    @Test func duplicateKeysInLargeMappings() throws {
        let lines = (0..<40).map { "k\($0): \($0)" } + ["k7: again"]
        let error = try #require(refusal(lines.joined(separator: "\n")))
        #expect(error.kind == .duplicateKey)
        #expect(error.relatedMark == Mark(line: 8, column: 1))
        #expect(error.mark == Mark(line: 41, column: 1))
    }

    /// Sizes on both sides of the point where the duplicate check switches from a scan to a set.
    @Test(arguments: [2, MappingStack.scanLimit - 1, MappingStack.scanLimit, MappingStack.scanLimit + 1, 300])
    func duplicateKeysAreFoundAtEverySize(keys: Int) throws {
        for repeated in Set([0, keys / 2, keys - 1]) {
            let lines = (0..<keys).map { "k\($0): \($0)" } + ["k\(repeated): again"]
            let error = try #require(refusal(lines.joined(separator: "\n")))
            #expect(error.kind == .duplicateKey)
            #expect(error.relatedMark == Mark(line: repeated + 1, column: 1))
            #expect(error.mark == Mark(line: keys + 1, column: 1))
        }
        let distinct = (0...keys).map { "k\($0): \($0)" }.joined(separator: "\n")
        #expect(refusal(distinct) == nil)
    }

    @Test func duplicateKeysAreFoundAfterANestedMappingCloses() throws {
        let error = try #require(refusal("a: 1\nb:\n  a: 2\n  c: 3\nc: 4\na: 5\n"))
        #expect(error.kind == .duplicateKey)
        #expect(error.mark == Mark(line: 6, column: 1))
        #expect(error.relatedMark == Mark(line: 1, column: 1))
    }

    @Test func siblingMappingsMayShareKeys() {
        #expect(refusal("- { a: 1, b: 2 }\n- { a: 3, b: 4 }\n- x: { a: 5 }\n  a: 6\n") == nil)
    }

    @Test func secondDocumentIsRefused() throws {
        let error = try #require(refusal("a: 1\n---\nb: 2\n"))
        #expect(error.kind == .multipleDocuments)
        #expect(error.mark == Mark(line: 2, column: 1))
    }

    @Test(arguments: ["!!python/object:os.system x", "!custom 1", "!!binary aGVsbG8=", "!<tag:example.com,2000:x> 1"])
    func unknownTagsAreRefused(_ value: String) throws {
        let error = try #require(refusal("a: 1\nb: \(value)\n"))
        #expect(error.kind == .unknownTag)
        #expect(error.mark == Mark(line: 2, column: 4))
    }

    @Test func unknownTagOnCollectionIsRefused() throws {
        let error = try #require(refusal("a: !!python/object:x { b: 1 }"))
        #expect(error.kind == .unknownTag)
    }

    @Test func invalidUTF8IsRefusedWithItsPosition() throws {
        let bytes: [UInt8] = Array("a: 1\nb: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        #expect(throws: YAMLError.self) { try YAMLParser().parse(bytes) }
        do {
            _ = try YAMLParser().parse(bytes)
        } catch {
            #expect(error.kind == .invalidEncoding)
            #expect(error.mark.line == 2)
        }
    }

    @Test func nulByteIsRefused() throws {
        let error = try #require(refusal("a: 1\nb: x\u{0}y\n"))
        #expect(error.kind == .nulByte)
        #expect(error.mark == Mark(line: 2, column: 5))
    }

    @Test func billionLaughsFailsFast() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        // Fails at the fifth line, after a few thousand nodes, not a billion.
        let error = refusal(lines.joined(separator: "\n"))
        #expect(error?.kind == .aliasBudgetExceeded)
        #expect(error?.mark.line == 5)
    }

    @Test func aliasBudgetIsConfigurable() throws {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        #expect(refusal(text) == nil)
        #expect(refusal(text, limits: ParseLimits(maxAliasExpansion: 5))?.kind == .aliasBudgetExceeded)
    }

    @Test func undefinedAliasIsRefused() throws {
        // libyaml itself reports an undefined alias only when composing; the event parser does not.
        let error = try #require(refusal("a: *nowhere\n"))
        #expect(error.kind == .undefinedAlias || error.kind == .syntax)
    }

    @Test func deepNestingFailsAtTheLimit() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = try #require(refusal(deep))
        #expect(error.kind == .depthLimitExceeded)
        #expect(error.mark == Mark(line: 1, column: 257))
        #expect(refusal("a: [[[1]]]", limits: ParseLimits(maxDepth: 3))?.kind == .depthLimitExceeded)
        #expect(refusal("a: [[1]]", limits: ParseLimits(maxDepth: 3)) == nil)
    }

    @Test func oversizedInputIsRefusedBeforeParsing() throws {
        let error = try #require(refusal(String(repeating: "a", count: 2_000), limits: ParseLimits(maxInputBytes: 1_000)))
        #expect(error.kind == .sizeLimitExceeded)
        #expect(error.message.contains("2000"))
    }

    @Test func complexKeysAreRefused() throws {
        #expect(refusal("? [a, b]\n: 1\n")?.kind == .complexKey)
        #expect(refusal("{ {a: 1}: 2 }")?.kind == .complexKey)
    }

    @Test func mergeOfAScalarIsRefused() throws {
        let error = try #require(refusal("a: &x 1\nb:\n  <<: *x\n"))
        #expect(error.kind == .invalidMerge)
    }
}

@Suite("Refusal wording")
struct RefusalWordingTests {
    @Test func mergeOfAnIntegerReadsWell() throws {
        do {
            _ = try YAMLParser().parse("a: &x 1\nb:\n  <<: *x\n")
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasSuffix("not an integer"))
        }
    }
}
