import Testing
import YAMLNode

/// `hasSameValue(as:)`: values compared, where they were written set aside.
struct SameValueTests {
    @Test(arguments: [
        (#"{"a": [1, "x", null, true]}"#, "{\n  \"a\": [\n    1, \"x\", null, true\n  ]\n}", true),
        (#"{"n": 3}"#, #"{"n": 3.0}"#, true),
        (#"{"n": 3}"#, #"{"n": 3.5}"#, false),
        (#"{"a": 1, "b": 2}"#, #"{"b": 2, "a": 1}"#, false),
        (#"{"a": 1}"#, #"{"a": 1, "b": 2}"#, false),
        (#"[1, 2]"#, #"[1]"#, false),
        (#""1""#, #"1"#, false),
        (#"true"#, #"1"#, false),
        (#"{"a": {"b": "c"}}"#, #"{"a": {"b": "d"}}"#, false),
    ])
    func sameValue(_ left: String, _ right: String, _ same: Bool) throws {
        let leftNode = try JSONParser().parse(left)
        let rightNode = try JSONParser().parse(right)
        #expect(leftNode.hasSameValue(as: rightNode) == same)
        #expect(rightNode.hasSameValue(as: leftNode) == same)
    }

    @Test func marksAreSetAsideButEqualityStillSeesThem() throws {
        let compact = try JSONParser().parse(#"{"a": 1}"#)
        let spread = try JSONParser().parse("\n\n{\"a\":\n 1}")
        #expect(compact.hasSameValue(as: spread))
        #expect(compact != spread)
    }
}
