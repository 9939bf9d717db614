import Testing
import YAMLNode
import YAMLReader

/// Inputs the FuzzYAML harness (tools/fuzz) found breaking parse -> emit -> parse.
@Suite("Emitted YAML and JSON read back to the same tree")
struct EmitterRoundTripTests {
    /// Each case: the input, and whether it is JSON (read with JSONParser) or YAML.
    static let fuzzFindings: [(input: String, isJSON: Bool)] = [
        // A raw DEL inside a JSON string: emitted raw, which libyaml refuses as a control character.
        ("\"\u{7F}\"", true),
        // NEL, LS and PS are line breaks to libyaml and C1 controls are not printable.
        ("[\"a\u{85}b\", \"\u{2028}\", \"\u{2029}x\", \"\u{80}\", \"\u{9F}\"]", true),
        ("\"\\u0085\"", false),
        // A "<<" key from JSON (or quoted YAML) was written plain and read back as a merge key.
        (#"{"<<": {"a": 1}}"#, true),
        (#"{"<<": 1}"#, true),
        ("\"<<\": [x]", false),
        // A top-level "..." or a key starting "... " was written plain at column 1: a document end marker.
        (#""...""#, true),
        (#"{"... x": 1}"#, true),
        // A key over 1024 characters was written as an implicit key, which libyaml refuses.
        ("{\"" + String(repeating: "k", count: 1100) + "\": 1}", true),
        ("[{\"" + String(repeating: "\u{E9}", count: 1030) + "\": {\"a\": [1]}, \"b\": 2}]", true),
        ("? \"" + String(repeating: "x\\n", count: 600) + "\"\n: [{a: 1}]", false),
        // The finding itself: a plain key of 601 characters whose BOMs are escaped as `\ufeff`.
        ("a" + String(repeating: "\u{FEFF}b", count: 300) + ": c", false),
        // ": " or " #" followed by a combining mark: one Character to Swift, so a Character
        // search missed the indicator and the text was written plain (a mapping, a comment).
        ("{\"data\": \"acolors: \u{308}\"}", true),
        ("[\"x #\u{308}y\", \"...\u{301}\", \"k:\u{308}\"]", true),
    ]

    @Test(arguments: fuzzFindings)
    func yamlRoundTrip(_ input: String, isJSON: Bool) throws {
        let node = try isJSON ? JSONParser().parse(input) : YAMLParser().parse(input)
        let emitted = YAMLEmitter().emit(node)
        let again = try YAMLParser().parse(emitted)
        #expect(withoutMarks(again) == withoutMarks(node), "emitted:\n\(emitted)")
    }

    @Test(arguments: fuzzFindings)
    func jsonRoundTrip(_ input: String, isJSON: Bool) throws {
        let node = try isJSON ? JSONParser().parse(input) : YAMLParser().parse(input)
        let emitted = JSONEmitter().emit(node)
        let again = try JSONParser().parse(emitted)
        #expect(withoutMarks(again) == withoutMarks(node), "emitted:\n\(emitted)")
    }

    @Test func separatorsAndControlsAreEscaped() {
        let emitted = JSONEmitter().emit("\u{7F}\u{85}\u{2028}")
        #expect(emitted == #""\u007f\u0085\u2028""#)
    }

    /// The same tree with every mark at the start: the tests compare values, not positions.
    private func withoutMarks(_ node: Node) -> Node {
        switch node.value {
        case .sequence(let items): Node(.sequence(items.map(withoutMarks)))
        case .mapping(let mapping):
            Node(.mapping(Node.Mapping(mapping.entries.map {
                Node.Mapping.Entry(key: $0.key, keyMark: .start, value: withoutMarks($0.value))
            })))
        default: Node(node.value)
        }
    }
}
