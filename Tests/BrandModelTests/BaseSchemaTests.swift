import BrandSchema
import Testing
import YAMLNode
@testable import BrandModel

/// The base schema, derived from the compiled profile schema, must judge exactly as the
/// profile schema document compiled again with its `required` keywords removed.
@Suite("Base schema")
struct BaseSchemaTests {
    /// The document transformation the derived schema replaces: drops `required` wherever
    /// a subschema can stand, through the keywords that hold subschemas.
    static func documentWithoutRequired(_ schema: Node) -> Node {
        guard case .mapping(let mapping) = schema.value else { return schema }
        let named: Set = ["properties", "patternProperties", "$defs", "dependentSchemas"]
        let single: Set = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"]
        let lists: Set = ["allOf", "anyOf", "oneOf", "prefixItems"]
        var entries: [Node.Mapping.Entry] = []
        for var entry in mapping.entries where entry.key != "required" {
            if named.contains(entry.key), case .mapping(var members) = entry.value.value {
                for index in members.entries.indices { members.entries[index].value = documentWithoutRequired(members.entries[index].value) }
                entry.value.value = .mapping(members)
            } else if single.contains(entry.key) {
                entry.value = documentWithoutRequired(entry.value)
            } else if lists.contains(entry.key), case .sequence(let items) = entry.value.value {
                entry.value.value = .sequence(items.map(documentWithoutRequired))
            }
            entries.append(entry)
        }
        return Node(.mapping(Node.Mapping(entries)), mark: schema.mark)
    }

    static let schema = """
        {
          "type": "object",
          "required": ["id", "theme"],
          "properties": {
            "id": {"type": "string"},
            "theme": {"$ref": "#/$defs/theme"},
            "kept": {"$ref": "#/definitions/strict"},
            "list": {"type": "array", "items": {"required": ["name"]}, "prefixItems": [{"required": ["first"]}]},
            "choice": {"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}
          },
          "$defs": {"theme": {"type": "object", "required": ["colors"], "properties": {"colors": {"required": ["brand"]}}}},
          "definitions": {"strict": {"type": "object", "required": ["x"], "properties": {"x": {"required": ["y"]}}}}
        }
        """

    static let instances = [
        "{}",
        #"{"id": 1}"#,
        #"{"theme": {}}"#,
        #"{"theme": {"colors": {}}}"#,
        #"{"kept": {}}"#,
        #"{"kept": {"x": {}}}"#,
        #"{"list": [{}, {}, {"name": 1}]}"#,
        #"{"choice": {}}"#,
        #"{"choice": {"c": 1}, "id": "x", "theme": {"colors": {"brand": 1}}}"#,
    ]

    @Test(arguments: instances)
    func judgesAsTheDocumentWithoutRequired(_ instance: String) throws {
        let document = try JSONParser().parse(Self.schema)
        let derived = try ProfileSchemas(profile: document).base
        let recompiled = try JSONSchema(Self.documentWithoutRequired(document))
        let value = try JSONParser().parse(instance)
        #expect(derived.validate(value) == recompiled.validate(value))
    }

    @Test func keepsRequiredOutsideTheSubschemaKeywords() throws {
        let base = try ProfileSchemas(profile: JSONParser().parse(Self.schema)).base
        let violations = base.validate(try JSONParser().parse(#"{"kept": {"x": {}}}"#))
        // `definitions` is no subschema keyword of 2020-12: its `required` stays, as the document's did.
        #expect(violations.map(\.message) == [#"missing required property "y""#])
    }

    @Test(arguments: [
        ("#", true), ("#/properties/id", true), ("#/$defs/theme/properties/colors", true),
        ("#/properties/list/items", true), ("#/properties/list/prefixItems/0", true),
        ("#/definitions/strict", false), ("#/properties", false), ("#/properties/a/enum/0", false),
    ])
    func reachesOnlyThroughSubschemaKeywords(_ location: String, _ reached: Bool) {
        #expect(ProfileSchemas.isReachedByDroppingRequired(location) == reached)
    }
}
