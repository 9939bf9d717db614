import Testing
import YAMLNode

struct JSONParserTests {
    private func parse(_ text: String, limits: ParseLimits = .default) throws(YAMLError) -> Node {
        try JSONParser(limits: limits).parse(text)
    }

    @Test func readsEveryValueKindWithMarks() throws {
        let node = try parse("{\n  \"a\": [1, -2.5, true, null],\n  \"b\": {\"c\": \"d\"}\n}")
        let mapping = try #require(node.mapping)
        #expect(mapping.keys == ["a", "b"])
        #expect(mapping[0].keyMark == Mark(line: 2, column: 3))
        let items = try #require(node["a"]?.sequence)
        #expect(items.map(\.mark) == [Mark(line: 2, column: 9), Mark(line: 2, column: 12), Mark(line: 2, column: 18), Mark(line: 2, column: 24)])
        #expect(items[0].int == 1)
        #expect(items[1].double == -2.5)
        #expect(items[2].bool == true)
        #expect(items[3].isNull)
        #expect(node["b"]?["c"]?.string == "d")
        #expect(node["b"]?.mark == Mark(line: 3, column: 8))
    }

    @Test(arguments: [
        ("0", "integer"), ("-0", "integer"), ("9223372036854775807", "integer"), ("1.0", "number"), ("1e2", "number"),
        ("9223372036854775808", "number"), ("-1E-2", "number"),
    ])
    func integersStayIntegersOnlyWithoutFractionOrExponent(text: String, type: String) throws {
        #expect(try parse(text).typeName == type)
    }

    @Test func columnsCountUnicodeScalars() throws {
        let node = try parse("{\"é💩\": \"x\", \"k\": 1}")
        #expect(node.mapping?[1].keyMark == Mark(line: 1, column: 13))
    }

    @Test(arguments: [
        (#""\uD83D\uDCA9""#, "💩"), (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9""#, "é"), (#""é""#, "é"),
    ])
    func decodesEscapes(json: String, expected: String) throws {
        #expect(try parse(json).string == expected)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "unexpected `}`, expected a property name in double quotes", Mark(line: 1, column: 9)),
        ("[1, 2", "unexpected end of document, expected `,` or `]`", Mark(line: 1, column: 6)),
        ("[01]", "numbers cannot have leading zeros", Mark(line: 1, column: 2)),
        ("{'a': 1}", "unexpected `'`, expected a property name in double quotes", Mark(line: 1, column: 2)),
        ("[True]", "unexpected `T`, expected a value", Mark(line: 1, column: 2)),
        ("\"\\uD83D\"", "lone high surrogate \\uD83D in a string", Mark(line: 1, column: 2)),
        ("\"\\uDCA9\"", "lone low surrogate \\uDCA9 in a string", Mark(line: 1, column: 2)),
        ("\"a\nb\"", "a line break inside a string", Mark(line: 1, column: 3)),
        ("\"\\x\"", "invalid escape `\\x` in a string", Mark(line: 1, column: 2)),
        ("1 2", "unexpected `2` after the document's value", Mark(line: 1, column: 3)),
        ("", "empty document: expected a JSON value", Mark(line: 1, column: 1)),
        ("[1.]", "a number needs digits after the decimal point", Mark(line: 1, column: 4)),
        ("1e400", "number 1e400 is out of range", Mark(line: 1, column: 1)),
        ("\"abc", "unterminated string", Mark(line: 1, column: 1)),
    ])
    func rejectsSyntaxErrorsWithMarks(json: String, message: String, mark: Mark) {
        #expect {
            try parse(json)
        } throws: { error in
            guard let error = error as? YAMLError else { return false }
            return error.message == message && error.mark == mark
        }
    }

    @Test func duplicateKeysNameBothPlaces() {
        #expect {
            try parse("{\"a\": 1,\n \"a\": 2}")
        } throws: { error in
            guard let error = error as? YAMLError else { return false }
            return error.kind == .duplicateKey && error.mark == Mark(line: 2, column: 2) && error.relatedMark == Mark(line: 1, column: 2)
        }
    }

    @Test(arguments: [40, 300])
    func duplicateKeysInLargeObjectsAreFound(members count: Int) {
        let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(throws: YAMLError.self) { try parse("{\(members), \"k7\": 0}") }
    }

    @Test func honoursDepthLimitWithoutRecursing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            try parse(deep)
        } throws: { error in
            (error as? YAMLError)?.kind == .depthLimitExceeded
        }
        #expect(throws: Never.self) { try parse("[[[1]]]", limits: ParseLimits(maxDepth: 3)) }
        #expect(throws: YAMLError.self) { try parse("[[[[1]]]]", limits: ParseLimits(maxDepth: 3)) }
    }

    @Test func honoursSizeLimit() {
        #expect {
            try parse("[1, 2, 3]", limits: ParseLimits(maxInputBytes: 4))
        } throws: { error in
            (error as? YAMLError)?.kind == .sizeLimitExceeded
        }
    }

    @Test func rejectsInvalidUTF8() {
        #expect {
            try JSONParser().parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")])
        } throws: { error in
            (error as? YAMLError)?.kind == .invalidEncoding
        }
    }

    @Test func skipsByteOrderMark() throws {
        let node = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(node.mapping?[0].keyMark == Mark(line: 1, column: 2))
    }
}
