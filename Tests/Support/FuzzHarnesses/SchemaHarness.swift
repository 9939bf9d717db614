import BrandSchema
import YAMLNode
import YAMLReader

// The bytes as a schema (JSON first, else YAML): compile it; when it compiles, validate
// a few fixed instances and the schema document itself. Nothing may crash or hang.

/// Instances of every type, nested a little, so most keywords get something to judge.
private let instances: [Node] = [
    "null", "true", "0", "-1", "1.5", "9007199254740993", "\"\"", "\"abc\"", "\"#FF00AA\"", "\"2024-01-01\"",
    "[]", "[1, \"a\", null, [2], {\"a\": 1}]", "{}", ##"{"a": 1, "b": [true, false], "c": {"d": "e"}, "$ref": "#"}"##,
    #"{"id": "neds", "extends": "entain", "appBar": {"items": ["balance", "toolSlot"]}}"#,
].map { try! JSONParser().parse($0) }

enum SchemaHarness {
    static func run(_ input: [UInt8]) {
        let parsed = input.withUnsafeBufferPointer { bytes in
            (try? JSONParser().parse(bytes: bytes)) ?? (try? YAMLParser().parse(bytes: bytes))
        }
        guard let document = parsed, let schema = try? JSONSchema(document) else { return }
        for instance in instances + [document] {
            let violations = schema.validate(instance)
            // The two entry points must agree.
            if violations.isEmpty != schema.isValid(instance) {
                fatalError("validate and isValid disagree on \(JSONEmitter(pretty: false).emit(instance))")
            }
        }
    }
}
