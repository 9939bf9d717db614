import Testing
import YAMLNode
@testable import BrandSchema

struct SchemaErrorTests {
    static let cases: [(schema: String, message: String?, schemaPath: String)] = [
        (##"{"type": 12}"##, ##""type" must be a type name or a non-empty array of type names, found 12"##, "#/type"),
        (##"{"type": "strng"}"##, ##"unknown type "strng" in "type"; expected one of null, boolean, object, array, number, string, integer (did you mean "string"?)"##, "#/type"),
        (##"{"properties": {"a": {"minLength": -1}}}"##, ##""minLength" must be a non-negative integer, found -1"##, "#/properties/a/minLength"),
        (##"{"pattern": "^[a-"}"##, nil, "#/pattern"),
        (##"{"patternProperties": {"(": {}}}"##, nil, "#/patternProperties/("),
        (##"{"$ref": "#/$defs/missing"}"##, ##"cannot resolve "$ref": "#/$defs/missing": nothing at "$defs" on the way along the JSON pointer"##, "#/$ref"),
        (##"{"$ref": "https://example.com/other.json"}"##,
         ##"cannot resolve "$ref": "https://example.com/other.json": no schema in this document has the URI "https://example.com/other.json" (remote references are not supported)"##, "#/$ref"),
        (##"{"$ref": "#nowhere"}"##, ##"cannot resolve "$ref": "#nowhere": no "$anchor": "nowhere" in the schema resource "urn:brand-schema:root""##, "#/$ref"),
        (##"{"$ref": "#/definitions/a", "definitions": {"a": 3}}"##, ##"cannot resolve "$ref": "#/definitions/a": it points to 3, which is not a schema"##, "#/$ref"),
        (##"{"$ref": "#"}"##, "reference cycle: # applies itself to the same value again without descending into it", "#"),
        // Found by fuzzing (tools/fuzz FuzzSchema): a loop below the root overflowed the stack at validation.
        (##"{"prefixItems": [{"type": "integer"}, {"$ref": "#/prefixItems/1"}]}"##,
         "reference cycle: #/prefixItems/1 applies itself to the same value again without descending into it", "#/prefixItems/1"),
        (##"{"properties": {"a": {"$ref": "#/$defs/b"}}, "$defs": {"b": {"anyOf": [{"$ref": "#/properties/a"}]}}}"##, nil, "#/$defs/b/anyOf/0"),
        (##"{"items": [{"type": "string"}]}"##, ##""items" takes one schema in draft 2020-12, found an array"##, "#/items"),
        (##"{"allOf": []}"##, ##""allOf" must be a non-empty array of schemas, found an array"##, "#/allOf"),
        (##"{"multipleOf": 0}"##, ##""multipleOf" must be a number greater than 0, found 0"##, "#/multipleOf"),
        (##"{"required": ["a", 1]}"##, "expected an array of strings, but item 1 is 1", "#/required/1"),
        (##"{"properties": {"a": 3}}"##, "a schema must be an object or a boolean, found integer", "#/properties/a"),
        (##"{"unevaluatedProperties": false}"##,
         ##""unevaluatedProperties" is not supported by this evaluator; use additionalProperties (with the properties listed in the same schema)"##,
         "#/unevaluatedProperties"),
        (##"{"$id": "#frag"}"##, ##""$id" must not have a fragment ("#frag"); use "$anchor" to name a location"##, "#/$id"),
        (##"{"uniqueItems": "yes"}"##, ##""uniqueItems" must be true or false, found "yes""##, "#/uniqueItems"),
        (##"{"enum": 3}"##, ##""enum" must be an array of values, found 3"##, "#/enum"),
        (##"{"$defs": {"a": 3}}"##, "a schema must be an object or a boolean, found integer", "#/$defs/a"),
        ("[]", "a schema must be an object or a boolean, found array", "#"),
    ]

    @Test(arguments: cases)
    func malformedSchemaIsAnErrorWithPath(schemaText: String, message: String?, schemaPath: String) throws {
        let node = try JSONParser().parse(schemaText)
        #expect {
            try JSONSchema(node)
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            if let message, error.message != message {
                Issue.record("message was: \(error.message)")
                return false
            }
            return error.schemaPath == schemaPath
        }
    }

    @Test func errorMarkPointsIntoTheSchemaDocument() throws {
        let node = try JSONParser().parse("{\n  \"properties\": {\n    \"name\": {\"minLength\": -1}\n  }\n}")
        #expect {
            try JSONSchema(node)
        } throws: { error in
            (error as? SchemaError)?.mark == Mark(line: 3, column: 27)
        }
    }

    @Test func badRegexMessageQuotesThePattern() throws {
        let node = try JSONParser().parse(##"{"pattern": "(?<=a)b"}"##)
        #expect {
            try JSONSchema(node)
        } throws: { error in
            (error as? SchemaError)?.message.hasPrefix(##"invalid regular expression "(?<=a)b": "##) == true
        }
    }
}
