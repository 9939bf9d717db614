import Testing
import YAMLNode
@testable import BrandSchema

/// One keyword: a schema, instances it accepts, and one it rejects with the violation expected.
struct KeywordCase: Sendable, CustomTestStringConvertible {
    var schema: String
    var valid: [String]
    var invalid: String
    var keyword: String
    var message: String
    var instancePath = ""
    var testDescription: String { "\(keyword): \(schema)" }
}

struct KeywordTests {
    static let cases: [KeywordCase] = [
        .init(schema: #"{"type": "integer"}"#, valid: ["1", "1.0", "-7"], invalid: "\"1\"", keyword: "type",
              message: #"must be an integer, not the text "1""#),
        .init(schema: #"{"type": ["string", "null"]}"#, valid: ["\"a\"", "null"], invalid: "1.5", keyword: "type",
              message: "must be null or a string, not the number 1.5"),
        .init(schema: #"{"type": "number"}"#, valid: ["1", "2.5"], invalid: "true", keyword: "type", message: "must be a number, not the boolean true"),
        .init(schema: #"{"enum": ["locker", "toolbox", 1]}"#, valid: ["\"locker\"", "1.0"], invalid: "\"lockr\"", keyword: "enum",
              message: #""lockr" is not one of "locker", "toolbox" or 1"#),
        .init(schema: #"{"const": {"a": [1, 2]}}"#, valid: [#"{"a": [1.0, 2]}"#], invalid: #"{"a": [2, 1]}"#, keyword: "const",
              message: "expected an object, found an object"),
        .init(schema: #"{"const": "locker"}"#, valid: ["\"locker\""], invalid: "\"toolbox\"", keyword: "const",
              message: #"expected "locker", found "toolbox""#),
        .init(schema: #"{"required": ["kind", "id"]}"#, valid: [#"{"kind": 1, "id": 2}"#, "[]"], invalid: #"{"id": 1}"#,
              keyword: "required", message: #"missing required property "kind""#),
        .init(schema: #"{"properties": {"a": {"type": "string"}}}"#, valid: [#"{"a": "x", "b": 1}"#], invalid: #"{"a": 1}"#,
              keyword: "type", message: "must be a string, not the number 1", instancePath: "/a"),
        .init(schema: #"{"properties": {"a": true}, "additionalProperties": false}"#, valid: [#"{"a": 1}"#], invalid: #"{"b": 1}"#,
              keyword: "additionalProperties", message: #"unknown property "b""#, instancePath: "/b"),
        .init(schema: #"{"additionalProperties": {"type": "integer"}}"#, valid: [#"{"a": 1}"#], invalid: #"{"a/b": "x"}"#,
              keyword: "type", message: #"must be an integer, not the text "x""#, instancePath: "/a~1b"),
        .init(schema: #"{"patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": false}"#,
              valid: [#"{"x-a": "y"}"#], invalid: #"{"x-a": 2}"#, keyword: "type", message: "must be a string, not the number 2",
              instancePath: "/x-a"),
        .init(schema: #"{"propertyNames": {"pattern": "^[a-z]+$"}}"#, valid: [#"{"abc": 1}"#], invalid: #"{"aB": 1}"#,
              keyword: "propertyNames", message: #"property name "aB" is invalid: "aB" does not match the pattern "^[a-z]+$""#,
              instancePath: "/aB"),
        .init(schema: #"{"minProperties": 2}"#, valid: [#"{"a": 1, "b": 2}"#], invalid: #"{"a": 1}"#, keyword: "minProperties",
              message: "has 1 property, fewer than the minimum of 2"),
        .init(schema: #"{"maxProperties": 1}"#, valid: [#"{"a": 1}"#], invalid: #"{"a": 1, "b": 2}"#, keyword: "maxProperties",
              message: "has 2 properties, more than the maximum of 1"),
        .init(schema: #"{"items": {"type": "integer"}}"#, valid: ["[1, 2]", "[]"], invalid: #"[1, "x"]"#, keyword: "type",
              message: #"must be an integer, not the text "x""#, instancePath: "/1"),
        .init(schema: #"{"prefixItems": [{"type": "string"}], "items": false}"#, valid: [#"["a"]"#], invalid: #"["a", 2]"#,
              keyword: "false", message: "no value is allowed here (the schema is `false`)", instancePath: "/1"),
        .init(schema: #"{"minItems": 2}"#, valid: ["[1, 2]"], invalid: "[1]", keyword: "minItems", message: "has 1 item, fewer than the minimum of 2"),
        .init(schema: #"{"maxItems": 1}"#, valid: ["[1]"], invalid: "[1, 2]", keyword: "maxItems", message: "has 2 items, more than the maximum of 1"),
        .init(schema: #"{"uniqueItems": true}"#, valid: [#"[1, "1", true]"#], invalid: "[1, 2, 1.0]", keyword: "uniqueItems",
              message: "item 2 repeats item 0; items must be unique", instancePath: "/2"),
        .init(schema: #"{"contains": {"const": 3}}"#, valid: ["[1, 3]"], invalid: "[1, 2]", keyword: "contains",
              message: #"no item matches the "contains" schema"#),
        .init(schema: #"{"contains": {"const": 3}, "minContains": 2}"#, valid: ["[3, 3]"], invalid: "[3, 2]", keyword: "minContains",
              message: #"1 item match the "contains" schema, fewer than minContains 2"#),
        .init(schema: #"{"contains": {"const": 3}, "maxContains": 1}"#, valid: ["[3, 2]"], invalid: "[3, 3]", keyword: "maxContains",
              message: #"2 items match the "contains" schema, more than maxContains 1"#),
        .init(schema: #"{"pattern": "^\\p{Letter}+$"}"#, valid: ["\"Ładbrokes\"", "1"], invalid: "\"Neds1\"", keyword: "pattern",
              message: #""Neds1" does not match the pattern "^\p{Letter}+$""#),
        .init(schema: #"{"pattern": "^\\d+$"}"#, valid: ["\"123\""], invalid: "\"١٢٣\"", keyword: "pattern",
              message: #""١٢٣" does not match the pattern "^\d+$""#),
        .init(schema: #"{"pattern": "^a$"}"#, valid: ["\"a\""], invalid: "\"a\\n\"", keyword: "pattern",
              message: "\"a\n\" does not match the pattern \"^a$\""),
        .init(schema: #"{"minLength": 3}"#, valid: ["\"💩💩💩\""], invalid: "\"ab\"", keyword: "minLength",
              message: #""ab" is 2 characters long, shorter than the minimum of 3"#),
        .init(schema: #"{"maxLength": 2}"#, valid: ["\"💩💩\""], invalid: "\"abc\"", keyword: "maxLength",
              message: #""abc" is 3 characters long, longer than the maximum of 2"#),
        .init(schema: #"{"minimum": 1.5}"#, valid: ["1.5", "2"], invalid: "1", keyword: "minimum", message: "1 is less than the minimum of 1.5"),
        .init(schema: #"{"maximum": 3}"#, valid: ["3", "2.9"], invalid: "3.5", keyword: "maximum", message: "3.5 is greater than the maximum of 3"),
        .init(schema: #"{"exclusiveMinimum": 0}"#, valid: ["0.1"], invalid: "0", keyword: "exclusiveMinimum", message: "0 must be greater than 0"),
        .init(schema: #"{"exclusiveMaximum": 10}"#, valid: ["9"], invalid: "10.0", keyword: "exclusiveMaximum", message: "10 must be less than 10"),
        .init(schema: #"{"multipleOf": 0.0001}"#, valid: ["0.0075", "3"], invalid: "0.00751", keyword: "multipleOf",
              message: "0.00751 is not a multiple of 0.0001"),
        .init(schema: #"{"multipleOf": 5}"#, valid: ["10", "15.0"], invalid: "12", keyword: "multipleOf", message: "12 is not a multiple of 5"),
        .init(schema: #"{"allOf": [{"minimum": 1}, {"maximum": 2}]}"#, valid: ["1.5"], invalid: "3", keyword: "maximum",
              message: "3 is greater than the maximum of 2"),
        .init(schema: #"{"anyOf": [{"type": "string"}, {"type": "integer"}]}"#, valid: ["1", "\"a\""], invalid: "true", keyword: "anyOf",
              message: "must be a string or an integer, not the boolean true"),
        .init(schema: #"{"oneOf": [{"minimum": 1}, {"maximum": 5}]}"#, valid: ["0", "6"], invalid: "3", keyword: "oneOf",
              message: #"matches alternatives #1 and #2 of "oneOf", but must match exactly one"#),
        .init(schema: #"{"not": {"type": "null"}}"#, valid: ["1"], invalid: "null", keyword: "not",
              message: #"null matches the schema under "not", which it must not"#),
        .init(schema: #"{"if": {"properties": {"kind": {"const": "locker"}}}, "then": {"required": ["lockerId"]}, "else": {"required": ["toolId"]}}"#,
              valid: [#"{"kind": "locker", "lockerId": 1}"#, #"{"kind": "x", "toolId": 1}"#], invalid: #"{"kind": "locker"}"#,
              keyword: "required", message: #"missing required property "lockerId""#),
        .init(schema: #"{"dependentRequired": {"a": ["b"]}}"#, valid: [#"{"b": 1}"#, #"{"a": 1, "b": 2}"#], invalid: #"{"a": 1}"#,
              keyword: "dependentRequired", message: #"missing property "b", which is required when "a" is present"#),
        .init(schema: #"{"dependentSchemas": {"a": {"required": ["c"]}}}"#, valid: [#"{"b": 1}"#], invalid: #"{"a": 1}"#,
              keyword: "required", message: #"missing required property "c""#),
        .init(schema: ##"{"$defs": {"a~b": {"type": "string"}}, "properties": {"x": {"$ref": "#/$defs/a~0b"}}}"##,
              valid: [#"{"x": "s"}"#], invalid: #"{"x": 1}"#, keyword: "type", message: "must be a string, not the number 1", instancePath: "/x"),
        .init(schema: ##"{"$defs": {"node": {"properties": {"next": {"$ref": "#/$defs/node"}, "v": {"type": "integer"}}}}, "$ref": "#/$defs/node"}"##,
              valid: [#"{"v": 1, "next": {"v": 2}}"#], invalid: #"{"next": {"next": {"v": "x"}}}"#, keyword: "type",
              message: #"must be an integer, not the text "x""#, instancePath: "/next/next/v"),
        .init(schema: ##"{"$id": "https://brand.example/root.json", "$defs": {"t": {"$anchor": "token", "type": "string"}}, "items": {"$ref": "root.json#token"}}"##,
              valid: [#"["a"]"#], invalid: "[1]", keyword: "type", message: "must be a string, not the number 1", instancePath: "/0"),
        .init(schema: "false", valid: [], invalid: "1", keyword: "false", message: "no value is allowed here (the schema is `false`)"),
    ]

    @Test(arguments: cases)
    func keyword(_ testCase: KeywordCase) throws {
        let schema = try JSONSchema(JSONParser().parse(testCase.schema))
        for valid in testCase.valid {
            #expect(schema.validate(try JSONParser().parse(valid)).isEmpty, "\(valid) should be valid")
        }
        let violations = schema.validate(try JSONParser().parse(testCase.invalid))
        #expect(violations.count == 1, "\(violations)")
        let violation = try #require(violations.first)
        #expect(violation.keyword == testCase.keyword)
        #expect(violation.message == testCase.message)
        #expect(violation.instancePath == testCase.instancePath)
        #expect(!schema.isValid(try JSONParser().parse(testCase.invalid)))
    }

    @Test(arguments: [
        ("annotations only", #"{"title": "t", "description": "d", "default": 1, "examples": [2], "$comment": "c", "format": "email", "x-unknown": 3}"#),
        ("then without if", #"{"then": false}"#),
        ("minContains without contains", #"{"minContains": 5}"#),
    ])
    func keywordsThatDoNotValidate(name: String, schemaText: String) throws {
        let schema = try JSONSchema(JSONParser().parse(schemaText))
        #expect(schema.validate(try JSONParser().parse("\"not an email\"")).isEmpty, "\(name)")
    }
}
