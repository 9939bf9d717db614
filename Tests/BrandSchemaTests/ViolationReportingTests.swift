import Testing
import YAMLNode
@testable import BrandSchema
import YAMLReader

struct ViolationReportingTests {
    static let appBarSchema = """
    {
      "type": "object",
      "required": ["brand", "appBar"],
      "properties": {
        "brand": {"type": "string", "minLength": 2},
        "appBar": {
          "type": "object",
          "required": ["toolSlot", "items"],
          "additionalProperties": false,
          "properties": {
            "toolSlot": {"$ref": "#/$defs/toolSlot"},
            "items": {"type": "array", "items": {"type": "string"}},
            "height": {"type": "integer"}
          }
        }
      },
      "$defs": {
        "toolSlot": {
          "oneOf": [
            {"properties": {"kind": {"const": "locker"}, "lockerId": {"type": "string"}}, "required": ["kind", "lockerId"]},
            {"properties": {"kind": {"const": "toolbox"}}, "required": ["kind"]},
            {"properties": {"kind": {"const": "none"}}, "required": ["kind"]}
          ]
        }
      }
    }
    """

    private func validate(_ yaml: String, against schemaText: String = appBarSchema) throws -> [SchemaViolation] {
        try JSONSchema(JSONParser().parse(schemaText)).validate(YAMLParser().parse(yaml))
    }

    @Test func reportsEveryViolationInOnePassWithPathsAndMarks() throws {
        let violations = try validate("""
        brand: L
        appBar:
          toolslot: locker
          items: [home, 3]
          height: tall
        """)
        // The misspelt `toolslot` is one violation, at the typo: not "toolSlot" missing besides.
        #expect(violations.map(\.keyword) == ["minLength", "additionalProperties", "type", "type"])
        #expect(violations.map(\.instancePath) == ["/brand", "/appBar/toolslot", "/appBar/items/1", "/appBar/height"])
        #expect(violations.map(\.mark) == [
            Mark(line: 1, column: 8), Mark(line: 3, column: 3), Mark(line: 4, column: 17), Mark(line: 5, column: 11),
        ])
        #expect(violations[1].message == #"unknown property "toolslot"; required property "toolSlot" is missing"#)
        #expect(violations[1].hint == "did you mean `toolSlot`?")
        #expect(violations[1].missingProperty == "toolSlot")
        #expect(violations[1].schemaPath == "#/properties/appBar/additionalProperties")
        #expect(violations[1].unknownProperty == .init(
            name: "toolslot", allowedNames: ["toolSlot", "items", "height"], suggestion: "toolSlot", isUnambiguous: true, equallyClose: ["toolSlot"]))
        #expect(violations[3].message == #"must be an integer, not the text "tall""#)
        #expect(violations[3].hint == "write a whole number, such as `3`, without quotes")
    }

    @Test func aMissingRequiredPropertyWithoutATypoStaysItsOwnViolation() throws {
        let violations = try validate("brand: Neds\nappBar: {items: [], colour: red}")
        #expect(violations.map(\.keyword) == ["required", "additionalProperties"])
        #expect(violations[0].message == #"missing required property "toolSlot""#)
        #expect(violations[0].hint == "add `toolSlot:` with its value to this mapping")
    }

    @Test func unknownPropertyWithoutCloseMatchListsAllowedNames() throws {
        let violations = try validate("brand: Neds\nappBar: {toolSlot: {kind: none}, items: [], colour: red}")
        let violation = try #require(violations.first)
        #expect(violations.count == 1)
        #expect(violation.hint == "allowed here: toolSlot, items, height")
        #expect(violation.unknownProperty?.suggestion == nil)
    }

    /// The other alternatives' discriminator (`kind`) does not fit: the first is the one meant.
    @Test func oneOfFailureReportsTheOnlyPlausibleAlternativeDirectly() throws {
        let violations = try validate("brand: Ladbrokes\nappBar: {toolSlot: {kind: locker}, items: []}")
        #expect(violations.count == 1)
        let violation = try #require(violations.first)
        #expect(violation.keyword == "required")
        #expect(violation.instancePath == "/appBar/toolSlot")
        #expect(violation.schemaPath == "#/$defs/toolSlot/oneOf/0/required")
        #expect(violation.message == #"missing required property "lockerId""#)
    }

    /// Every alternative's discriminator is wrong, and the two without a missing property tie:
    /// none stands out, so one violation names the first of the closest.
    @Test func oneOfWithNoPlausibleAlternativeIsOneViolationNamingTheClosest() throws {
        let violations = try validate("brand: Ladbrokes\nappBar: {toolSlot: {kind: lockr}, items: []}")
        #expect(violations.count == 1)
        let violation = try #require(violations.first)
        #expect(violation.keyword == "oneOf")
        #expect(violation.schemaPath == "#/$defs/toolSlot/oneOf")
        #expect(violation.message == #"an object matches none of the 3 alternatives of "oneOf""#)
        #expect(violation.hint == #"closest is alternative #2: /appBar/toolSlot/kind: expected "toolbox", found "lockr""#)
    }

    @Test func validDocumentHasNoViolations() throws {
        #expect(try validate("brand: Betcha\nappBar:\n  toolSlot: {kind: locker, lockerId: L1}\n  items: [home]").isEmpty)
    }

    @Test func enumMismatchSuggestsTheClosestValue() throws {
        let violations = try validate("kind: toolbx", against: #"{"properties": {"kind": {"enum": ["locker", "toolbox", "none"]}}}"#)
        #expect(violations.first?.hint == "did you mean `toolbox`?")
        #expect(violations.first?.mark == Mark(line: 1, column: 7))
    }

    @Test func instancePathsEscapeTildeAndSlash() throws {
        let violations = try validate(#"{"a/b": {"c~d": 1}}"#, against: #"{"additionalProperties": {"additionalProperties": {"type": "string"}}}"#)
        #expect(violations.first?.instancePath == "/a~1b/c~0d")
    }

    @Test func anyOfHintShowsNestedPaths() throws {
        // Two objects alike but for their discriminator: neither is closer.
        let schemaText = #"""
        {"anyOf": [
          {"properties": {"kind": {"const": "a"}, "size": {"maximum": 3}, "unit": {"type": "string"}}},
          {"properties": {"kind": {"const": "b"}, "size": {"maximum": 3}, "unit": {"type": "string"}}}
        ]}
        """#
        let violations = try validate("kind: c\nsize: 5\nunit: 2", against: schemaText)
        #expect(violations.count == 1)
        #expect(violations.first?.hint == #"closest is alternative #1: /kind: expected "a", found "c"; /size: 5 is greater than the maximum of 3; "#
            + #"/unit: must be a string, not the number 2"#)
    }

    @Test func isValidAgreesWithValidate() throws {
        let schema = try JSONSchema(JSONParser().parse(Self.appBarSchema))
        let good = try YAMLParser().parse("brand: TabNZ\nappBar: {toolSlot: {kind: none}, items: []}")
        let bad = try YAMLParser().parse("brand: TabNZ\nappBar: {toolSlot: {kind: nope}, items: []}")
        #expect(schema.isValid(good))
        #expect(!schema.isValid(bad))
        #expect(schema.validate(bad).count == 1)
    }

    @Test func schemaIsSendableAcrossTasks() async throws {
        let schema = try JSONSchema(JSONParser().parse(#"{"properties": {"id": {"pattern": "^[a-z]+$"}}}"#))
        let instance = try JSONParser().parse(#"{"id": "Neds"}"#)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { schema.validate(instance).count } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 1, count: 8))
    }
}
