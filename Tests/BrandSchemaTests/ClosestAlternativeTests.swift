import Testing
import YAMLNode
@testable import BrandSchema
import YAMLReader

/// A failed `anyOf`/`oneOf` reports its closest alternative's own violations when one
/// stands out (a `null` alternative never does for a non-null value), in plain words.
struct ClosestAlternativeTests {
    private func validate(_ yaml: String, against schemaText: String) throws -> [SchemaViolation] {
        try JSONSchema(JSONParser().parse(schemaText)).validate(YAMLParser().parse(yaml))
    }

    static let ladder = #"""
    {"properties": {"oddsBoost": {"anyOf": [
      {"type": "null"},
      {"type": "object", "properties": {"tiers": {"type": "array", "items": {"$ref": "#/$defs/tier"}}}}
    ]}},
     "$defs": {"tier": {"type": "object", "required": ["minSelections", "percent"],
       "properties": {"minSelections": {"type": "integer"}, "percent": {"type": "number", "examples": [10]}}}}}
    """#

    @Test func aNullableObjectReportsItsOwnViolationAtItsOwnPlace() throws {
        let violations = try validate("""
        oddsBoost:
          tiers:
            - { minSelections: 2, percent: 10 }
            - { minSelections: 3, percent: "15%" }
        """, against: Self.ladder)
        #expect(violations.count == 1, "\(violations)")
        let violation = try #require(violations.first)
        #expect(violation.keyword == "type")
        #expect(violation.instancePath == "/oddsBoost/tiers/1/percent")
        #expect(violation.mark == Mark(line: 4, column: 36))
        #expect(violation.message == #"must be a number, not the text "15%""#)
        #expect(violation.hint == "write `percent: 15`: a number is written without quotes or a unit")
    }

    @Test func nullIsNeverTheClosestForAValueOfAnotherType() throws {
        let schemaText = #"{"anyOf": [{"type": "null"}, {"type": "string", "minLength": 5}]}"#
        let violations = try validate("ab", against: schemaText)
        #expect(violations.map(\.keyword) == ["minLength"])
        // Neither type fits: one type error, as before.
        let wrongType = try validate("[1]", against: schemaText)
        #expect(wrongType.map(\.keyword) == ["anyOf"])
        #expect(wrongType.first?.message == "must be null or a string, not an array")
    }

    @Test func aTieKeepsOneViolationThatNamesTheFirstClosest() throws {
        let violations = try validate("4", against: #"{"anyOf": [{"minimum": 5}, {"maximum": 3}]}"#)
        #expect(violations.map(\.keyword) == ["anyOf"])
        #expect(violations.first?.hint == "closest is alternative #1: 4 is less than the minimum of 5")
    }

    @Test func theAlternativeWhoseViolationsGoDeepestIsClosest() throws {
        let schemaText = #"{"anyOf": [{"required": ["z"]}, {"properties": {"a": {"properties": {"b": {"type": "string"}}}}}]}"#
        let violations = try validate("a: { b: 1 }", against: schemaText)
        #expect(violations.map(\.keyword) == ["type"])
        #expect(violations.first?.instancePath == "/a/b")
    }

    @Test func aPluralMappingWithoutOtherSaysWhatToAdd() throws {
        let schemaText = #"""
        {"additionalProperties": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/plural"}]},
         "$defs": {"plural": {"type": "object", "required": ["other"],
           "properties": {"one": {"type": "string"}, "other": {"type": "string", "examples": ["{count} selections"]}}}}}
        """#
        let violations = try validate("appBar.search: { one: Search }", against: schemaText)
        #expect(violations.count == 1, "\(violations)")
        #expect(violations.first?.keyword == "required")
        #expect(violations.first?.mark == Mark(line: 1, column: 16))
        #expect(violations.first?.hint == #"add `other: "{count} selections"` to this mapping"#)
    }

    @Test func aWordWhereANumberGoesIsShownTheSchemasExample() throws {
        let schemaText = #"""
        {"additionalProperties": {"anyOf": [{"$ref": "#/$defs/style"}, {"type": "string", "pattern": "^\\{"}]},
         "$defs": {"style": {"type": "object", "properties": {"size": {"type": "number", "examples": [14]}}}}}
        """#
        let violations = try validate("badge: { size: big }", against: schemaText)
        #expect(violations.map(\.keyword) == ["type"])
        #expect(violations.first?.message == #"must be a number, not the text "big""#)
        #expect(violations.first?.hint == "for example `size: 14`")
    }

    @Test(arguments: [
        ("15%", false, "15"), (" 14px", false, "14"), ("12 %", false, "12"), ("-2", false, "-2"), ("1.5", false, "1.5"),
        ("1.5", true, nil), ("3.0", true, "3"), ("big", false, nil), ("1e3", false, nil), ("", false, nil), ("1.2.3", false, nil),
        ("+7", true, "7"), ("٣", false, nil), ("12,5", false, nil),
    ] as [(String, Bool, String?)])
    func theNumberAQuotedTextMeans(text: String, integer: Bool, expected: String?) {
        #expect(TypeMismatch.number(in: text, integer: integer) == expected)
    }
}
