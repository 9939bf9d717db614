import BrandSchema
import FuzzDriver
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    guard let document = (try? JSONParser().parse(bytes: bytes)) ?? (try? YAMLParser().parse(bytes: bytes)) else {
        return 0
    }
    guard let schema = try? JSONSchema(document) else { return 0 }
    for instance in instances + [document] {
        let violations = schema.validate(instance)
        // The two entry points must agree.
        if violations.isEmpty != schema.isValid(instance) {
            fatalError("validate and isValid disagree on \(JSONEmitter(pretty: false).emit(instance))")
        }
    }
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzSchema_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriverMain(argc, argv)
}
